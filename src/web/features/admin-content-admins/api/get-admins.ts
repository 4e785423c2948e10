import { useQuery } from '@tanstack/react-query';
import { adminAccountsResponseSchema } from '@shared/contracts/admin-content';
import { adminContentOptions } from '@/lib/admin-content';

/** GET /api/admin/admins (owner only; 403 for staff). */
export function useAdmins(token: string) {
  return useQuery({
    ...adminContentOptions('admin_users', '/api/admin/admins', adminAccountsResponseSchema, token),
    retry: false,
  });
}
