import type { z } from 'zod';
import {
  adminAccountResponseSchema,
  type adminCreateSchema,
} from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

export type AdminCreateInput = z.output<typeof adminCreateSchema>;

/** POST /api/admin/admins (owner only). */
export function createAdmin(token: string, input: AdminCreateInput) {
  return api.post('/api/admin/admins', input, { token, schema: adminAccountResponseSchema });
}

export function useCreateAdmin(token: string) {
  return useAdminWrite(['admin_users'], 'create', (input: AdminCreateInput) =>
    createAdmin(token, input),
  );
}
