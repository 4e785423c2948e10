import {
  approveUpgradeResponseSchema,
  rejectUpgradeResponseSchema,
} from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

const path = (id: string, verb: string) =>
  `/api/admin/upgrade-requests/${encodeURIComponent(id)}/${verb}`;

/** POST /api/admin/upgrade-requests/:id/approve: switches the client's package at once. */
export function approveUpgrade(token: string, id: string, note?: string) {
  return api.post(path(id, 'approve'), { note }, { token, schema: approveUpgradeResponseSchema });
}

/** POST /api/admin/upgrade-requests/:id/reject with a reason. */
export function rejectUpgrade(token: string, id: string, reason: string) {
  return api.post(path(id, 'reject'), { reason }, { token, schema: rejectUpgradeResponseSchema });
}

export function useDecideUpgrade(token: string) {
  return useAdminWrite(
    ['package_upgrade_requests', 'clients'],
    'decide',
    ({ id, approve, text }: { id: string; approve: boolean; text: string }) =>
      approve ? approveUpgrade(token, id, text || undefined) : rejectUpgrade(token, id, text),
  );
}
