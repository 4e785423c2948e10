import { useQuery } from '@tanstack/react-query';
import { leadListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions } from '@/lib/admin-query';

/** GET /api/admin/leads: orders, interest and free-trial requests, newest first. */
export const leadsPath = '/api/admin/leads';

export const leadsQueryOptions = (token: string) =>
  adminListOptions('leads', leadsPath, leadListResponseSchema, token);

export function useLeads(token: string) {
  return useQuery(leadsQueryOptions(token));
}
