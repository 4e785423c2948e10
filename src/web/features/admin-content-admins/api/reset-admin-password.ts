import { adminAccountResponseSchema } from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { segment } from '@/lib/admin-content';
import { api } from '@/lib/api-client';

/** POST /api/admin/admins/:id/password { password } (owner only; ends their sessions). */
export function resetAdminPassword(token: string, id: string, password: string) {
  return api.post(
    `/api/admin/admins/${segment(id)}/password`,
    { password },
    {
      token,
      schema: adminAccountResponseSchema,
    },
  );
}

export function useResetAdminPassword(token: string) {
  return useAdminWrite(
    ['admin_users'],
    'password',
    ({ id, password }: { id: string; password: string }) => resetAdminPassword(token, id, password),
  );
}
