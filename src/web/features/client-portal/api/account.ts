import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account, UpdateAccount } from '@shared/contracts/client-portal';
import { accountResponseSchema } from '@shared/contracts/client-portal';
import { api } from '@/lib/api-client';

/** GET /api/client/account: contact details and preferred channel. */
export const accountQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['clients', 'portal', 'account', token],
    queryFn: ({ signal }) =>
      api
        .get('/api/client/account', { token, signal, schema: accountResponseSchema })
        .then((r) => r.account),
  });

export function useAccount(token: string | null) {
  return useQuery({ ...accountQueryOptions(token ?? ''), enabled: token !== null, retry: false });
}

export function useUpdateAccount(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAccount) =>
      api.put<{ account: Account }>('/api/client/account', body, { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clients', 'portal'] }),
  });
}

/** POST /api/client/sign-out-everywhere: every session of the client ends, this one too. */
export function signOutEverywhere(token: string) {
  return api.post<{ success: true; sessionsEnded: number }>(
    '/api/client/sign-out-everywhere',
    undefined,
    { token },
  );
}
