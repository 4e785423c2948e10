import { contentOkResponseSchema } from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { segment } from '@/lib/admin-content';
import { api } from '@/lib/api-client';

/** DELETE /api/admin/admins/:id (owner only; 409 for yourself or the last owner). */
export function removeAdmin(token: string, id: string) {
  return api.delete(`/api/admin/admins/${segment(id)}`, { token, schema: contentOkResponseSchema });
}

export function useRemoveAdmin(token: string) {
  return useAdminWrite(['admin_users'], 'remove', (id: string) => removeAdmin(token, id));
}
