import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminSessionResponseSchema,
  type AdminSessionResponse,
  type AdminSessionRole,
} from '@shared/contracts/auth';
import { api } from '@/lib/api-client';

/**
 * GET /api/admin/session (validate_secure_session). `passive`: the background check every 60 s,
 * which must not extend the session (only use does).
 */
export function getAdminSession(
  token: string,
  options: { passive?: boolean; signal?: AbortSignal } = {},
): Promise<AdminSessionResponse> {
  return api.get(`/api/admin/session${options.passive ? '?passive=true' : ''}`, {
    token,
    schema: adminSessionResponseSchema,
    signal: options.signal,
  });
}

export const adminSessionQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['admin-session', token],
    queryFn: ({ signal }) => getAdminSession(token, { signal }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

export function useAdminSession(token: string | null) {
  return useQuery({ ...adminSessionQueryOptions(token ?? ''), enabled: token !== null });
}

/**
 * The signed-in admin's role ('owner' or 'staff'; undefined while unknown), from the session answer
 * the guard already holds: no call of its own. The guard's 60 s check keeps it current.
 */
export function useAdminRole(token: string | null): AdminSessionRole | undefined {
  return useAdminSession(token).data?.role;
}
