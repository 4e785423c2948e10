import { useQuery } from '@tanstack/react-query';
import { incidentListResponseSchema } from '@shared/contracts/admin-operations';
import { adminListOptions } from '@/lib/admin-query';

/** GET /api/admin/incidents: with their timed updates. */
export function useIncidents(token: string) {
  return useQuery(
    adminListOptions('system_incidents', '/api/admin/incidents', incidentListResponseSchema, token),
  );
}
