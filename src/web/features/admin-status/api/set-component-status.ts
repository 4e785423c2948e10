import type { z } from 'zod';
import type { setComponentStatusRequestSchema } from '@shared/contracts/admin-operations';
import { componentResponseSchema } from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

export type SetComponentStatusInput = z.output<typeof setComponentStatusRequestSchema>;

/** PUT /api/admin/system-status/:component (creates it when new). */
export function setComponentStatus(
  token: string,
  component: string,
  input: SetComponentStatusInput,
) {
  return api.put(`/api/admin/system-status/${encodeURIComponent(component)}`, input, {
    token,
    schema: componentResponseSchema,
  });
}

export function useSetComponentStatus(token: string) {
  return useAdminWrite(
    ['system_status'],
    'set',
    ({ component, input }: { component: string; input: SetComponentStatusInput }) =>
      setComponentStatus(token, component, input),
  );
}
