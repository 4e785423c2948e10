import type { z } from 'zod';
import type { createClientRequestSchema } from '@shared/contracts/admin-operations';
import {
  createClientResponseSchema,
  type CreateClientResponse,
} from '@shared/contracts/admin-operations';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

export type CreateClientInput = z.output<typeof createClientRequestSchema>;

/** POST /api/admin/clients: a new client with a generated password (shown once or sent). */
export function createClient(
  token: string,
  input: CreateClientInput,
): Promise<CreateClientResponse> {
  return api.post('/api/admin/clients', input, { token, schema: createClientResponseSchema });
}

export function useCreateClient(token: string) {
  return useAdminWrite(['clients'], 'create', (input: CreateClientInput) =>
    createClient(token, input),
  );
}
