import type { z } from 'zod';
import type {
  addIncidentUpdateRequestSchema,
  createIncidentRequestSchema,
} from '@shared/contracts/admin-operations';
import { incidentResponseSchema } from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

export type CreateIncidentInput = z.output<typeof createIncidentRequestSchema>;
export type IncidentUpdateInput = z.output<typeof addIncidentUpdateRequestSchema>;

/** POST /api/admin/incidents. */
export function createIncident(token: string, input: CreateIncidentInput) {
  return api.post('/api/admin/incidents', input, { token, schema: incidentResponseSchema });
}

/** POST /api/admin/incidents/:id/updates: a timed update ('resolved' resolves it). */
export function addIncidentUpdate(token: string, id: string, input: IncidentUpdateInput) {
  return api.post(`/api/admin/incidents/${encodeURIComponent(id)}/updates`, input, {
    token,
    schema: incidentResponseSchema,
  });
}

export function useCreateIncident(token: string) {
  return useAdminWrite(['system_incidents'], 'create', (input: CreateIncidentInput) =>
    createIncident(token, input),
  );
}

export function useAddIncidentUpdate(token: string) {
  return useAdminWrite(
    ['system_incidents'],
    'update',
    ({ id, input }: { id: string; input: IncidentUpdateInput }) =>
      addIncidentUpdate(token, id, input),
  );
}
