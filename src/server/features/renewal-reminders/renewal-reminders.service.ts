import { and, eq, gte, lt, lte } from 'drizzle-orm';
import {
  formatJohannesburgDate,
  johannesburgDateKey,
  startOfJohannesburgDay,
} from '@shared/rules/johannesburg-time';
import { formatRand } from '@shared/rules/money';
import type { Db } from '../../db/client';
import {
  clients,
  packages,
  renewalReminders,
  type Client,
  type RenewalReminderKind,
} from '../../db/schema/index';
import { queueClientMessage, type DefaultTexts } from '../admin-clients/client-messages.service';
import { recordAudit } from '../audit/audit.service';
import { readOrderingSettings } from '../ordering/ordering-settings';

/** Used only when message_templates lacks renewal_reminder_<channel> (the seed has both). */
const renewalTexts: DefaultTexts = {
  email: {
    subject: 'Your {{company_name}} subscription expires on {{expires_on}}',
    body: `Hi {{first_name}},

Your {{package_name}} subscription expires on {{expires_on}}. To keep watching, pay {{package_price}} by EFT with your reference {{payment_reference}}, or by card: {{card_payment_link}}

{{company_name}}`,
  },
  whatsapp: {
    subject: null,
    body: `Hi {{first_name}}, your {{company_name}} subscription ({{package_name}}) expires on {{expires_on}}. Renew with {{package_price}} by EFT, reference *{{payment_reference}}*, or by card: {{card_payment_link}}`,
  },
};

/** Reminders go out this many Johannesburg days before the expiry date. */
export const reminderDays: { kind: Exclude<RenewalReminderKind, 'expired'>; days: number }[] = [
  { kind: '3_days', days: 3 },
  { kind: '1_day', days: 1 },
];

/**
 * Claims (client, kind, due date) in renewal_reminders; false when it was already done, so a second
 * run on the same day, or a second instance, does nothing twice.
 */
async function claim(db: Db, client: Client, kind: RenewalReminderKind): Promise<boolean> {
  const rows = await db
    .insert(renewalReminders)
    .values({
      clientId: client.id,
      kind,
      dueDate: johannesburgDateKey(client.subscriptionExpiresAt!),
    })
    .onConflictDoNothing()
    .returning({ id: renewalReminders.id });
  return rows.length > 0;
}

/**
 * The daily renewal job: reminders for active subscriptions expiring in 3 days and in 1 day
 * (Johannesburg calendar days), and clients whose subscription has ended marked expired (their
 * sessions stop working at once: only active clients have live sessions).
 */
export async function runRenewalReminders(db: Db, now = new Date()) {
  const settings = await readOrderingSettings(db);
  let reminded = 0;
  let expired = 0;
  for (const { kind, days } of reminderDays) {
    const due = await db
      .select({ client: clients, packageName: packages.name, priceCents: packages.priceCents })
      .from(clients)
      .leftJoin(packages, eq(packages.id, clients.packageId))
      .where(
        and(
          eq(clients.status, 'active'),
          gte(clients.subscriptionExpiresAt, startOfJohannesburgDay(now, days)),
          lt(clients.subscriptionExpiresAt, startOfJohannesburgDay(now, days + 1)),
        ),
      );
    for (const row of due) {
      const sent = await db.transaction(async (tx) => {
        if (!(await claim(tx, row.client, kind))) return false;
        await queueClientMessage(
          tx,
          row.client,
          'renewal_reminder',
          {
            package_name: row.packageName ?? 'streaming',
            expires_on: formatJohannesburgDate(row.client.subscriptionExpiresAt!),
            package_price: row.priceCents === null ? '' : formatRand(row.priceCents),
            payment_reference: row.client.paymentReference ?? row.client.username,
            card_payment_link: settings.cardPaymentLink,
          },
          renewalTexts,
          { table: 'clients', id: row.client.id },
        );
        return true;
      });
      if (sent) reminded++;
    }
  }
  const ended = await db
    .select()
    .from(clients)
    .where(and(eq(clients.status, 'active'), lte(clients.subscriptionExpiresAt, now)));
  for (const client of ended) {
    const done = await db.transaction(async (tx) => {
      if (!(await claim(tx, client, 'expired'))) return false;
      await tx
        .update(clients)
        .set({ status: 'expired' })
        .where(and(eq(clients.id, client.id), eq(clients.status, 'active')));
      await recordAudit(tx, {
        actorType: 'system',
        action: 'client.expire',
        targetTable: 'clients',
        targetId: client.id,
        details: { expiredAt: client.subscriptionExpiresAt!.toISOString(), clientId: client.id },
      });
      return true;
    });
    if (done) expired++;
  }
  return { reminded, expired };
}
