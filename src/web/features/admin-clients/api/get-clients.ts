import { clientListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions, type ListParams } from '@/lib/admin-query';

/** GET /api/admin/clients (get-admin-clients). */
export const clientsPath = '/api/admin/clients';

/** One page of the list (the admin table's search, filters, sort and page). */
export const clientsQueryOptions = (token: string, params: ListParams) =>
  adminListOptions('clients', clientsPath, clientListResponseSchema, token, params);
