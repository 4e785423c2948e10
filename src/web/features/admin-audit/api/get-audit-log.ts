import { auditLogResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions, type ListParams } from '@/lib/admin-query';

/** GET /api/admin/audit-log: who did what. */
export const auditLogPath = '/api/admin/audit-log';

/** One page of the list (the admin table's search, filters, sort and page). */
export const auditLogQueryOptions = (token: string, params: ListParams) =>
  adminListOptions('audit_log', auditLogPath, auditLogResponseSchema, token, params);
