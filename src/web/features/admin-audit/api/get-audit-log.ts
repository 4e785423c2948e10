import { useQuery } from '@tanstack/react-query';
import { auditLogResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions } from '@/lib/admin-query';

/** GET /api/admin/audit-log: who did what, newest first. */
export const auditLogPath = '/api/admin/audit-log';

export function useAuditLog(token: string) {
  return useQuery(adminListOptions('audit_log', auditLogPath, auditLogResponseSchema, token));
}
