import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, audiences, createdAt, id, oneOf, updatedAt } from './columns';

export const notices = pgTable(
  'notices',
  {
    id: id(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    audience: text('audience', { enum: audiences }).notNull().default('all'),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: at('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notices_created_at_idx').on(t.createdAt.desc()),
    oneOf('notices_audience_check', t.audience, audiences),
  ],
);

export type Notice = typeof notices.$inferSelect;
export type NewNotice = typeof notices.$inferInsert;
