import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/admin/logout: revokes the session on the server. */
export function logoutAdmin(token: string): Promise<unknown> {
  return api.post('/api/admin/logout', undefined, { token });
}

export function useAdminLogout() {
  return useMutation({ mutationFn: logoutAdmin });
}
