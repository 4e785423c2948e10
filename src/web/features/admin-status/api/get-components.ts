import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminComponentsResponseSchema } from '@shared/contracts/admin-operations';
import { api } from '@/lib/api-client';

/** GET /api/admin/system-status: every component with its status and message. */
export const componentsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['system_status', 'admin'],
    queryFn: ({ signal }) =>
      api.get('/api/admin/system-status', { token, schema: adminComponentsResponseSchema, signal }),
  });

export function useComponents(token: string) {
  return useQuery(componentsQueryOptions(token));
}
