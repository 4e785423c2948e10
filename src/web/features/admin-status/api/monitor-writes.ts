import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  createHealthMonitorRequestSchema,
  updateHealthMonitorRequestSchema,
} from '@shared/contracts/admin-operations';
import {
  healthMonitorResponseSchema,
  runHealthChecksResponseSchema,
} from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

export type CreateMonitorInput = z.output<typeof createHealthMonitorRequestSchema>;
export type EditMonitorInput = z.output<typeof updateHealthMonitorRequestSchema>;

/** POST /api/admin/health-monitors. */
export function createMonitor(token: string, input: CreateMonitorInput) {
  return api.post('/api/admin/health-monitors', input, {
    token,
    schema: healthMonitorResponseSchema,
  });
}

export function useCreateMonitor(token: string) {
  return useAdminWrite(['health_monitors'], 'create', (input: CreateMonitorInput) =>
    createMonitor(token, input),
  );
}

/** PATCH /api/admin/health-monitors/:id: name, URL, expected status, interval, paused or not. */
export function editMonitor(token: string, id: string, input: EditMonitorInput) {
  return api.patch(`/api/admin/health-monitors/${encodeURIComponent(id)}`, input, {
    token,
    schema: healthMonitorResponseSchema,
  });
}

export function useEditMonitor(token: string) {
  return useAdminWrite(
    ['health_monitors'],
    'edit',
    ({ id, input }: { id: string; input: EditMonitorInput }) => editMonitor(token, id, input),
  );
}

/** SPEC.md section 7: after a health check is triggered, the data is refetched after 2 s. */
export const refetchAfterRunMs = 2000;

/** POST /api/admin/health-checks/run (system-health-monitor): every active monitor, now. */
export function runHealthChecks(token: string) {
  return api.post('/api/admin/health-checks/run', undefined, {
    token,
    schema: runHealthChecksResponseSchema,
  });
}

export function useRunHealthChecks(token: string) {
  const queryClient = useQueryClient();
  return useAdminWrite(['health_monitors'], 'run', async () => {
    const result = await runHealthChecks(token);
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: ['health_monitors'] });
      void queryClient.invalidateQueries({ queryKey: ['system_status'] });
    }, refetchAfterRunMs);
    return result;
  });
}
