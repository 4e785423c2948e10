import {
  resetClientPasswordResponseSchema,
  type PasswordDelivery,
} from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

/** POST /api/admin/clients/:id/reset-password: a new generated password, shown once or sent. */
export function resetClientPassword(token: string, id: string, deliver: PasswordDelivery) {
  return api.post(
    `/api/admin/clients/${encodeURIComponent(id)}/reset-password`,
    { deliver },
    { token, schema: resetClientPasswordResponseSchema },
  );
}

export function useResetClientPassword(token: string) {
  return useAdminWrite(
    ['clients'],
    'reset-password',
    ({ id, deliver }: { id: string; deliver: PasswordDelivery }) =>
      resetClientPassword(token, id, deliver),
  );
}
