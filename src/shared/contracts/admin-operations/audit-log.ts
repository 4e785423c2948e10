import { z } from 'zod';
import { isoDate, uuidField } from './fields';
import { listQuery, listResponse } from './shared';

// The audit log: /api/admin/audit-log

export const auditActorTypes = ['admin', 'client', 'system', 'anonymous'] as const;

export const auditLogQuerySchema = listQuery(['createdAt', 'action', 'actor'] as const, {
  actorType: z.enum(auditActorTypes).optional(),
  actorId: uuidField('actorId').optional(),
  /** Exact action, or a prefix ending in `.` (e.g. `client.`). */
  action: z.string().trim().max(100).optional(),
  targetTable: z.string().trim().max(100).optional(),
  targetId: z.string().trim().max(100).optional(),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  actorType: z.enum(auditActorTypes),
  actorId: z.string().nullable(),
  /** The admin's email or the client's username, when known. */
  actorLabel: z.string().nullable(),
  action: z.string(),
  targetTable: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: isoDate,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogResponseSchema = listResponse(auditEntrySchema);
