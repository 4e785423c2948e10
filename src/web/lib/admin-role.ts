import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiRequestError } from './api-client';
import { api } from './api-client';

export type AdminRole = 'owner' | 'staff';

/**
 * The signed-in admin's role. The session answer does not carry it, so the owner-only list of
 * admins is asked: answered means owner, 403 means staff. Keyed under 'admin_users' so a change of
 * admins refreshes it. Anything else (network) is an error: the caller shows nothing owner-only.
 */
export const adminRoleQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['admin_users', 'role', token],
    queryFn: async ({ signal }): Promise<AdminRole> => {
      try {
        await api.get('/api/admin/admins', { token, signal });
        return 'owner';
      } catch (error) {
        if (isApiRequestError(error) && error.status === 403) return 'staff';
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });

/** 'owner', 'staff', or undefined while unknown. */
export function useAdminRole(token: string | null): AdminRole | undefined {
  const { data } = useQuery({ ...adminRoleQueryOptions(token ?? ''), enabled: Boolean(token) });
  return data;
}
