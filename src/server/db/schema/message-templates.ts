import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from './columns';

export const messageChannels = ['email', 'whatsapp'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/**
 * Editable message texts with `{{placeholder}}` slots. `key` names the template and its channel
 * (e.g. order_confirmation_email, order_confirmation_whatsapp), so it alone is unique.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: id(),
    key: text('key').notNull(),
    channel: text('channel', { enum: messageChannels }).notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('message_templates_key_key').on(t.key),
    oneOf('message_templates_channel_check', t.channel, messageChannels),
  ],
);

export type MessageTemplate = typeof messageTemplates.$inferSelect;
export type NewMessageTemplate = typeof messageTemplates.$inferInsert;
