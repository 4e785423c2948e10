import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteBranding, siteSettings } from '../../db/schema/index';

/** What the ordering messages need from site settings and branding, read once per request. */
export interface OrderingSettings {
  businessEmail: string | null;
  bankDetails: string;
  cardPaymentLink: string;
  supportHours: string;
  freeTrialBlockedDates: string[];
}

const bankLabels: Record<string, string> = {
  bank: 'Bank',
  account_name: 'Account name',
  account_number: 'Account number',
  branch_code: 'Branch code',
  account_type: 'Account type',
};

export async function readOrderingSettings(db: Db): Promise<OrderingSettings> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(
      and(
        eq(siteSettings.isActive, true),
        inArray(siteSettings.key, [
          'business_email',
          'eft_bank_details',
          'card_payment_link',
          'support_hours',
          'free_trial_blocked_dates',
        ]),
      ),
    );
  const value = (key: string): unknown => rows.find((r) => r.key === key)?.value;
  const [supportEmail] = await db
    .select({ value: siteBranding.settingValue })
    .from(siteBranding)
    .where(and(eq(siteBranding.settingName, 'support_email'), eq(siteBranding.isActive, true)));
  const bank = value('eft_bank_details');
  const blocked = value('free_trial_blocked_dates');
  return {
    businessEmail: asText(value('business_email')) ?? supportEmail?.value ?? null,
    bankDetails:
      bank && typeof bank === 'object'
        ? Object.entries(bank as Record<string, unknown>)
            .map(([k, v]) => `${bankLabels[k] ?? k}: ${String(v)}`)
            .join('\n')
        : (asText(bank) ?? ''),
    cardPaymentLink: asText(value('card_payment_link')) ?? '',
    supportHours: asText(value('support_hours')) ?? '9am-8pm, 7 days',
    freeTrialBlockedDates: Array.isArray(blocked)
      ? blocked.filter((d): d is string => typeof d === 'string')
      : [],
  };
}

function asText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
