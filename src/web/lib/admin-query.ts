import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ResponseSchema } from './api-client';
import { adminListUrl } from './list-query';

/**
 * Small builders the admin features' per-endpoint files share. Query keys start with the table the
 * list reads (query-client.ts), so a realtime change to that table refreshes it.
 */

export type ListParams = Record<string, string | number | boolean | undefined>;

/** queryOptions for GET `path` with `params` under the key [table, 'list', params]. */
export function adminListOptions<T>(
  table: string,
  path: string,
  schema: ResponseSchema<T>,
  token: string,
  params: ListParams = {},
) {
  return queryOptions({
    queryKey: [table, 'list', params],
    queryFn: ({ signal }) => api.get(adminListUrl(path, params), { token, schema, signal }),
  });
}

/**
 * A write of the admin area: `mutationKey` [table, name] (the failure reports name the table), and
 * on success the given tables' queries and the statistics are refreshed.
 */
export function useAdminWrite<I, R>(
  tables: readonly string[],
  name: string,
  mutationFn: (input: I) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [tables[0] ?? 'admin', name],
    mutationFn,
    onSuccess: async () => {
      await Promise.all(
        [...tables, 'admin-stats'].map((table) =>
          queryClient.invalidateQueries({ queryKey: [table] }),
        ),
      );
    },
  });
}
