import { z } from 'zod';
import { activeClientsModes } from '../public-site';
import { isoDate, text, nullableText } from './fields';

// Site settings: /api/admin/content/settings
// GET { settings: AdminSiteSettings }   PUT /:key { value } (validated by siteSettingSchemas[key])

const isoDay = z.iso.date('must be a date (YYYY-MM-DD)');

export const siteSettingSchemas = {
  live_stats: z.object({
    active_clients_mode: z.enum(activeClientsModes),
    /** Display text such as '2,475+', or a number. */
    channels_count: z.union([
      z.number().int().min(0),
      z.string().trim().min(1).max(20, 'channels_count is too long'),
    ]),
    countries_served: z.number().int().min(1).max(300),
    system_uptime: z.number().gt(0).max(100),
  }),
  eft_bank_details: z.object({
    bank: text('bank', 100),
    account_name: text('account_name', 120),
    account_number: z
      .string()
      .trim()
      .regex(/^\d{6,20}$/, 'account_number must be 6-20 digits'),
    branch_code: z
      .string()
      .trim()
      .regex(/^\d{4,10}$/, 'branch_code must be 4-10 digits'),
    account_type: text('account_type', 60),
  }),
  card_payment_link: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(2000)
      .regex(/^https:\/\/\S+$/, 'must be an https URL'),
  ]),
  support_hours: text('support_hours', 120),
  free_trial_blocked_dates: z
    .array(isoDay)
    .max(366, 'at most 366 dates')
    .transform((days) => [...new Set(days)].sort()),
  business_email: z.email('must be an email address'),
} as const;
export type SiteSettingKey = keyof typeof siteSettingSchemas;
const siteSettingKeyList = [
  'live_stats',
  'eft_bank_details',
  'card_payment_link',
  'support_hours',
  'free_trial_blocked_dates',
  'business_email',
] as const satisfies readonly SiteSettingKey[];
export const siteSettingKeys: readonly SiteSettingKey[] = siteSettingKeyList;

export const siteSettingKeyParamsSchema = z.object({
  key: z.enum(siteSettingKeyList, { error: 'key must be a known site setting' }),
});
/** The body of `PUT /settings/:key`; `value` is then checked with `siteSettingSchemas[key]`. */
export const siteSettingUpdateSchema = z.object({
  value: z.unknown().refine((v) => v !== undefined, 'value is required'),
  description: nullableText('description', 500).optional(),
});
export type SiteSettingUpdate = z.input<typeof siteSettingUpdateSchema>;

export const adminSiteSettingSchema = z.object({
  key: z.string(),
  /** The stored value (snake_case keys, as `siteSettingSchemas` describes); null when unset. */
  value: z.unknown(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  updatedAt: isoDate.nullable(),
});
export type AdminSiteSetting = z.infer<typeof adminSiteSettingSchema>;
/** Every known key, unset ones with value null. */
export const adminSiteSettingsResponseSchema = z.object({
  items: z.array(adminSiteSettingSchema),
});
export const adminSiteSettingResponseSchema = z.object({ setting: adminSiteSettingSchema });
