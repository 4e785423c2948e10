import type { z } from 'zod';
import type {
  addIncidentUpdateRequestSchema,
  createIncidentRequestSchema,
  updateIncidentRequestSchema,
} from '@shared/contracts/admin-operations';
import { incidentResponseSchema } from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

export type CreateIncidentInput = z.output<typeof createIncidentRequestSchema>;
export type IncidentUpdateInput = z.output<typeof addIncidentUpdateRequestSchema>;
export type EditIncidentInput = z.output<typeof updateIncidentRequestSchema>;

const incidentPath = (id: string) => `/api/admin/incidents/${encodeURIComponent(id)}`;

/** POST /api/admin/incidents. */
export function createIncident(token: string, input: CreateIncidentInput) {
  return api.post('/api/admin/incidents', input, { token, schema: incidentResponseSchema });
}

/** POST /api/admin/incidents/:id/updates: a timed update ('resolved' resolves it). */
export function addIncidentUpdate(token: string, id: string, input: IncidentUpdateInput) {
  return api.post(`${incidentPath(id)}/updates`, input, {
    token,
    schema: incidentResponseSchema,
  });
}

/** PATCH /api/admin/incidents/:id: title, impact (severity), message (description), component. */
export function editIncident(token: string, id: string, input: EditIncidentInput) {
  return api.patch(incidentPath(id), input, { token, schema: incidentResponseSchema });
}

/** POST /api/admin/incidents/:id/resolve: resolved at once, with the standard closing update. */
export function resolveIncident(token: string, id: string) {
  return api.post(`${incidentPath(id)}/resolve`, {}, { token, schema: incidentResponseSchema });
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

export function useEditIncident(token: string) {
  return useAdminWrite(
    ['system_incidents'],
    'edit',
    ({ id, input }: { id: string; input: EditIncidentInput }) => editIncident(token, id, input),
  );
}

export function useResolveIncident(token: string) {
  return useAdminWrite(['system_incidents'], 'resolve', (id: string) => resolveIncident(token, id));
}
