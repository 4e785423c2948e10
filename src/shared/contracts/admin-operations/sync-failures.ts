import { z } from 'zod';
import { isoDate, text } from './fields';
import { listQuery, listResponse } from './shared';

// Sync failures: /api/admin/sync-failures

export const syncFailureListQuerySchema = listQuery(
  ['createdAt', 'table', 'operation', 'source', 'resolved'] as const,
  {
    resolved: z.enum(['true', 'false']).optional(),
    source: z.enum(['server', 'browser']).optional(),
    table: z.string().trim().max(100).optional(),
  },
);

export const adminSyncFailureSchema = z.object({
  id: z.string(),
  tableName: z.string(),
  operation: z.string(),
  errorMessage: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  source: z.enum(['server', 'browser']),
  resolvedAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type AdminSyncFailure = z.infer<typeof adminSyncFailureSchema>;
export const syncFailureListResponseSchema = listResponse(adminSyncFailureSchema);

/** The browser's own report of a failed sync (SPEC.md sections 3 and 6): table, operation, error. */
export const reportSyncFailureRequestSchema = z.object({
  tableName: text('tableName', 100),
  operation: text('operation', 100),
  errorMessage: text('errorMessage', 2000),
  metadata: z
    .object({
      timestamp: z.string().max(64).optional(),
      retry_count: z.number().int().min(0).max(1000).optional(),
    })
    .catchall(z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .default({}),
});
export const syncFailureResponseSchema = z.object({ failure: adminSyncFailureSchema });
