import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clientListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions } from '@/lib/admin-query';

/**
 * GET /api/admin/clients: who a payment can be captured for, by name; `q` finds any client of
 * thousands (the server's search), not only the first page.
 */
export function useClientChoices(token: string, q: string) {
  return useQuery({
    ...adminListOptions('clients', '/api/admin/clients', clientListResponseSchema, token, {
      sort: 'name',
      order: 'asc',
      q: q || undefined,
    }),
    placeholderData: keepPreviousData,
  });
}
