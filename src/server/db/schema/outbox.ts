import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, oneOf, updatedAt } from './columns';
import { messageChannels } from './message-templates';

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'manual'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * Messages to deliver, written in the same transaction as the business row. 'manual' means no
 * transport is configured: an admin sends it by hand from a wa.me or mailto link.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel', { enum: messageChannels }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    templateKey: text('template_key'),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    relatedTable: text('related_table'),
    relatedId: uuid('related_id'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('outbox_status_next_attempt_at_idx').on(t.status, t.nextAttemptAt),
    index('outbox_related_idx').on(t.relatedTable, t.relatedId),
    index('outbox_created_at_idx').on(t.createdAt.desc()),
    oneOf('outbox_channel_check', t.channel, messageChannels),
    oneOf('outbox_status_check', t.status, outboxStatuses),
    check('outbox_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

export type OutboxMessage = typeof outbox.$inferSelect;
export type NewOutboxMessage = typeof outbox.$inferInsert;
