import { queryOptions, useQuery } from '@tanstack/react-query';
import { leadConversionPrefillSchema } from '@shared/contracts/admin-operations';
import { api } from '@/lib/api-client';

/** GET /api/admin/leads/:id/conversion: the client fields a conversion starts from. */
export const leadConversionQueryOptions = (token: string, id: string) =>
  queryOptions({
    queryKey: ['leads', 'conversion', id],
    queryFn: ({ signal }) =>
      api.get(`/api/admin/leads/${encodeURIComponent(id)}/conversion`, {
        token,
        schema: leadConversionPrefillSchema,
        signal,
      }),
    staleTime: Infinity,
  });

export function useLeadConversion(token: string, id: string) {
  return useQuery(leadConversionQueryOptions(token, id));
}
