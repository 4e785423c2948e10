import { useMutation } from '@tanstack/react-query';
import { successResponseSchema, type ChangePasswordRequest } from '@shared/contracts/auth';
import { api } from '@/lib/api-client';

/** POST /api/client/password: the signed-in client's new password; their other sessions end. */
export function changePassword(input: { token: string; body: ChangePasswordRequest }) {
  return api.post('/api/client/password', input.body, {
    token: input.token,
    schema: successResponseSchema,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
