import { useQuery } from '@tanstack/react-query';
import { upgradeListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions } from '@/lib/admin-query';

/** GET /api/admin/upgrade-requests. */
export const upgradesPath = '/api/admin/upgrade-requests';

export function useUpgradeRequests(token: string) {
  return useQuery(
    adminListOptions('package_upgrade_requests', upgradesPath, upgradeListResponseSchema, token),
  );
}
