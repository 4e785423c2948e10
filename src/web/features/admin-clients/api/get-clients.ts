import { useQuery } from '@tanstack/react-query';
import { clientListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions, type ListParams } from '@/lib/admin-query';

/** GET /api/admin/clients (get-admin-clients). */
export const clientsPath = '/api/admin/clients';

export const clientsQueryOptions = (token: string, params: ListParams = {}) =>
  adminListOptions('clients', clientsPath, clientListResponseSchema, token, params);

export function useClients(token: string, params: ListParams = {}) {
  return useQuery(clientsQueryOptions(token, params));
}
