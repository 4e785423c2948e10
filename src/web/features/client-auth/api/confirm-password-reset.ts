import { useMutation } from '@tanstack/react-query';
import { successResponseSchema, type PasswordResetConfirm } from '@shared/contracts/auth';
import { api } from '@/lib/api-client';

/** POST /api/client/password-reset/confirm: a reset link sets a new password, once. */
export function confirmPasswordReset(input: PasswordResetConfirm) {
  return api.post('/api/client/password-reset/confirm', input, { schema: successResponseSchema });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
