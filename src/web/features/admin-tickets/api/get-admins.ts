import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUsersResponseSchema } from '@shared/contracts/admin-operations';
import { api } from '@/lib/api-client';

/** GET /api/admin/admins: who a ticket can be assigned to. */
export const adminsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['admin_users', 'choices'],
    queryFn: ({ signal }) =>
      api.get('/api/admin/admins', { token, schema: adminUsersResponseSchema, signal }),
    staleTime: 5 * 60_000,
  });

export function useAdmins(token: string) {
  return useQuery(adminsQueryOptions(token));
}
