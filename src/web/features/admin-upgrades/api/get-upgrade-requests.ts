import { upgradeListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions, type ListParams } from '@/lib/admin-query';

/** GET /api/admin/upgrade-requests. */
export const upgradesPath = '/api/admin/upgrade-requests';

/** One page of the list (the admin table's search, filters, sort and page). */
export const upgradesQueryOptions = (token: string, params: ListParams) =>
  adminListOptions(
    'package_upgrade_requests',
    upgradesPath,
    upgradeListResponseSchema,
    token,
    params,
  );
