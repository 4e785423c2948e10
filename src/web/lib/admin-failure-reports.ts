import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, isApiRequestError } from './api-client';

/**
 * SPEC.md section 6: the admin screens write their own failures to the sync failure log, only with
 * an admin session, ignoring permission errors. Every failed query or save of the admin area is
 * reported once (per key and message) while the dashboard is open.
 */

/** The body of POST /api/admin/sync-failures (reportSyncFailureRequestSchema). */
export interface AdminFailureReport {
  tableName: string;
  operation: string;
  errorMessage: string;
  metadata: { timestamp: string; retry_count: number };
}

const endpoint = '/api/admin/sync-failures';

/** True for failures the log must not hear about: permission problems and dropped sessions. */
export function isPermissionFailure(error: unknown): boolean {
  if (isApiRequestError(error) && error.kind === 'http' && [401, 403].includes(error.status))
    return true;
  const message = error instanceof Error ? error.message : String(error);
  return /admin access required|permission denied/i.test(message);
}

export function reportAdminFailure(token: string | null, report: AdminFailureReport): void {
  if (!token) return;
  void api.post(endpoint, report, { token }).catch(() => {
    // The failure log is best effort: a failure to report a failure is not reported again.
  });
}

function tableOf(key: readonly unknown[] | undefined): string {
  const first = key?.[0];
  return typeof first === 'string' ? first : 'unknown';
}

/** Reports the admin area's failed queries and saves while `token` is set. */
export function useAdminFailureReports(token: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const seen = new Set<string>();
    const report = (
      key: readonly unknown[] | undefined,
      operation: string,
      error: unknown,
      retries: number,
    ) => {
      if (isPermissionFailure(error)) return;
      const table = tableOf(key);
      // The session query belongs to the guard; reporting the reporter's own failures would loop.
      if (table === 'admin-session' || table === 'sync_failures') return;
      const message = error instanceof Error ? error.message : String(error);
      const id = `${operation} ${JSON.stringify(key ?? [])} ${message}`;
      if (seen.has(id)) return;
      seen.add(id);
      reportAdminFailure(token, {
        tableName: table,
        operation,
        errorMessage: message.slice(0, 2000),
        metadata: { timestamp: new Date().toISOString(), retry_count: retries },
      });
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      report(event.query.queryKey, 'read', event.action.error, event.query.state.fetchFailureCount);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error' || !event.mutation) return;
      const key = event.mutation.options.mutationKey;
      report(key, 'write', event.action.error, event.mutation.state.failureCount);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient, token]);
}
