import { useMutation } from '@tanstack/react-query';
import {
  adminLoginResponseSchema,
  type AdminLoginRequest,
  type AdminLoginResponse,
} from '@shared/contracts/auth';
import { api } from '@/lib/api-client';

/** POST /api/admin/login (admin_simple_login). */
export function loginAdmin(input: AdminLoginRequest): Promise<AdminLoginResponse> {
  return api.post('/api/admin/login', input, { schema: adminLoginResponseSchema });
}

export function useAdminLogin() {
  return useMutation({ mutationFn: loginAdmin });
}
