import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, emptyJsonObject, id, oneOf } from './columns';

export const syncFailureSources = ['server', 'browser'] as const;
export type SyncFailureSource = (typeof syncFailureSources)[number];

export interface SyncFailureMetadata {
  timestamp?: string;
  retry_count?: number;
  [key: string]: unknown;
}

/** Failed writes and undeliverable messages, for an admin to look at. */
export const syncFailures = pgTable(
  'sync_failures',
  {
    id: id(),
    tableName: text('table_name').notNull(),
    operation: text('operation').notNull(),
    errorMessage: text('error_message').notNull(),
    metadata: jsonb('metadata').$type<SyncFailureMetadata>().notNull().default(emptyJsonObject),
    source: text('source', { enum: syncFailureSources }).notNull().default('server'),
    resolvedAt: at('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sync_failures_created_at_idx').on(t.createdAt.desc()),
    oneOf('sync_failures_source_check', t.source, syncFailureSources),
  ],
);

export type SyncFailure = typeof syncFailures.$inferSelect;
export type NewSyncFailure = typeof syncFailures.$inferInsert;
