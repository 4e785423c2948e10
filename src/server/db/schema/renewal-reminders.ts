import { date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, id, oneOf } from './columns';

/** 3 and 1 days before expiry, and the day it expired (the client is then marked expired). */
export const renewalReminderKinds = ['3_days', '1_day', 'expired'] as const;
export type RenewalReminderKind = (typeof renewalReminderKinds)[number];

/**
 * What the daily renewal job has done, one row per client, kind and expiry date: the unique key makes
 * a second run (or a second instance) on the same day a no-op.
 */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: renewalReminderKinds }).notNull(),
    /** The Johannesburg date the subscription expires on. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('renewal_reminders_client_kind_due_date_key').on(t.clientId, t.kind, t.dueDate),
    index('renewal_reminders_created_at_idx').on(t.createdAt.desc()),
    oneOf('renewal_reminders_kind_check', t.kind, renewalReminderKinds),
  ],
);

export type RenewalReminder = typeof renewalReminders.$inferSelect;
