import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/client/logout: revokes the session on the server. */
export function logoutClient(token: string): Promise<unknown> {
  return api.post('/api/client/logout', undefined, { token });
}

export function useClientLogout() {
  return useMutation({ mutationFn: logoutClient });
}
