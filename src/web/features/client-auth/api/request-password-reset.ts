import { useMutation } from '@tanstack/react-query';
import {
  passwordResetRequestResponseSchema,
  type PasswordResetRequest,
} from '@shared/contracts/auth';
import { api } from '@/lib/api-client';

/** POST /api/client/password-reset/request: answers the same whether or not the account exists. */
export function requestPasswordReset(input: PasswordResetRequest) {
  return api.post('/api/client/password-reset/request', input, {
    schema: passwordResetRequestResponseSchema,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
