import { z } from 'zod';
import { isoDate, nullableText, uuidField } from './fields';
import { listQuery, listResponse } from './shared';

// Content requests: /api/admin/content-requests

export const contentRequestKinds = ['channel', 'movie', 'series'] as const;
export const contentRequestStatuses = ['pending', 'in_progress', 'completed', 'rejected'] as const;

export const contentRequestListQuerySchema = listQuery(
  ['createdAt', 'status', 'title', 'client', 'kind'] as const,
  {
    status: z.enum(contentRequestStatuses).optional(),
    kind: z.enum(contentRequestKinds).optional(),
    clientId: uuidField('clientId').optional(),
  },
);

export const adminContentRequestSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  clientUsername: z.string(),
  kind: z.enum(contentRequestKinds),
  title: z.string(),
  details: z.string().nullable(),
  status: z.enum(contentRequestStatuses),
  adminResponse: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminContentRequest = z.infer<typeof adminContentRequestSchema>;
export const contentRequestListResponseSchema = listResponse(adminContentRequestSchema);

/** A new or changed answer is sent to the client through the outbox. */
export const updateContentRequestSchema = z.object({
  status: z.enum(contentRequestStatuses).optional(),
  adminResponse: nullableText('Answer', 4000).optional(),
});
export const contentRequestResponseSchema = z
  .object({ request: adminContentRequestSchema })
  .meta({ id: 'ContentRequestResponse' });
