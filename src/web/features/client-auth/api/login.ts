import { useMutation } from '@tanstack/react-query';
import {
  clientLoginResponseSchema,
  type ClientLoginRequest,
  type ClientLoginResponse,
} from '@shared/contracts/auth';
import { api } from '@/lib/api-client';

/** POST /api/client/login (secure_client_login); the server takes the ip and user agent itself. */
export function loginClient(input: ClientLoginRequest): Promise<ClientLoginResponse> {
  return api.post('/api/client/login', input, { schema: clientLoginResponseSchema });
}

export function useClientLogin() {
  return useMutation({ mutationFn: loginClient });
}
