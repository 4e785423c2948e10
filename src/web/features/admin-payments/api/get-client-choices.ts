import { useQuery } from '@tanstack/react-query';
import { clientListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions } from '@/lib/admin-query';

/** GET /api/admin/clients: who a payment can be captured for. */
export function useClientChoices(token: string) {
  return useQuery(
    adminListOptions('clients', '/api/admin/clients', clientListResponseSchema, token, {
      sort: 'name',
      order: 'asc',
    }),
  );
}
