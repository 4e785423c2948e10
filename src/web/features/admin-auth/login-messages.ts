import type { AdminLoginResponse } from '@shared/contracts/auth';
import { isApiRequestError } from '@/lib/api-client';
import { formatJohannesburgTime } from '@/lib/johannesburg-time';

export interface LoginMessage {
  variant: 'success' | 'error';
  title: string;
  description: string;
}

/** The admin-login toasts of SPEC.md section 8 for a failed answer or a thrown error. */
export function adminLoginFailureMessage(
  outcome: { response: AdminLoginResponse } | { error: unknown },
  now = new Date(),
): LoginMessage {
  if ('error' in outcome) {
    const { error } = outcome;
    if (isApiRequestError(error) && error.kind === 'network') {
      return {
        variant: 'error',
        title: 'Login Failed',
        description: 'Unable to connect to authentication service',
      };
    }
    return {
      variant: 'error',
      title: 'Login Error',
      description: 'An unexpected error occurred during login',
    };
  }
  const { response } = outcome;
  const text = response.error?.trim() || 'Invalid email or password';
  const description = response.blocked_until
    ? `${text}. Try again after ${formatJohannesburgTime(response.blocked_until, now)}.`
    : text;
  return { variant: 'error', title: 'Authentication Failed', description };
}
