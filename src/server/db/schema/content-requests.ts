import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, id, oneOf, updatedAt } from './columns';

export const contentRequestKinds = ['channel', 'movie', 'series'] as const;
export type ContentRequestKind = (typeof contentRequestKinds)[number];

export const contentRequestStatuses = ['pending', 'in_progress', 'completed', 'rejected'] as const;
export type ContentRequestStatus = (typeof contentRequestStatuses)[number];

/** A client asking for a channel, movie or series to be added. */
export const contentRequests = pgTable(
  'content_requests',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: contentRequestKinds }).notNull(),
    title: text('title').notNull(),
    details: text('details'),
    status: text('status', { enum: contentRequestStatuses }).notNull().default('pending'),
    adminResponse: text('admin_response'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('content_requests_client_id_idx').on(t.clientId),
    index('content_requests_created_at_idx').on(t.createdAt.desc()),
    oneOf('content_requests_kind_check', t.kind, contentRequestKinds),
    oneOf('content_requests_status_check', t.status, contentRequestStatuses),
  ],
);

export type ContentRequest = typeof contentRequests.$inferSelect;
export type NewContentRequest = typeof contentRequests.$inferInsert;
