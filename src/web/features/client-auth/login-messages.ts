import type { ClientLoginResponse } from '@shared/contracts/auth';
import { isApiRequestError } from '@/lib/api-client';
import { formatJohannesburgTime } from '@/lib/johannesburg-time';

export interface LoginMessage {
  variant: 'success' | 'error';
  title: string;
  description: string;
}

/** A login answer that opened a session: everything the browser needs is there. */
export type CompleteLogin = ClientLoginResponse & {
  success: true;
  session_token: string;
  client: NonNullable<ClientLoginResponse['client']>;
  expires_at: string;
};

export function isCompleteLogin(response: ClientLoginResponse): response is CompleteLogin {
  return (
    response.success &&
    Boolean(response.session_token) &&
    response.client !== undefined &&
    Boolean(response.expires_at)
  );
}

/** The client-login messages of SPEC.md section 8, for an answer of the server. */
export function clientLoginMessage(response: ClientLoginResponse, now = new Date()): LoginMessage {
  if (response.success) {
    if (!isCompleteLogin(response)) {
      return {
        variant: 'error',
        title: 'Login Error',
        description: 'Session incomplete. Please try again.',
      };
    }
    return {
      variant: 'success',
      title: 'Login Successful',
      description: `Welcome back, ${response.client.name}!`,
    };
  }
  const error = response.error ?? '';
  if (/rate limit|too many/i.test(error) || response.blocked_until) {
    return {
      variant: 'error',
      title: 'Too Many Attempts',
      description: response.blocked_until
        ? `Try again after ${formatJohannesburgTime(response.blocked_until, now)}.`
        : 'Please wait before trying again.',
    };
  }
  if (/access denied|permission denied/i.test(error)) {
    return {
      variant: 'error',
      title: 'Access Denied',
      description: 'Please contact support for assistance.',
    };
  }
  if (/invalid username or password/i.test(error)) {
    return {
      variant: 'error',
      title: 'Login Failed',
      description: 'Invalid username or password. Please check your credentials.',
    };
  }
  return {
    variant: 'error',
    title: 'Login Failed',
    description: error || 'Please verify your credentials and try again.',
  };
}

/** The client-login messages of SPEC.md section 8, for a request that threw. */
export function clientLoginErrorMessage(error: unknown): LoginMessage {
  if (isApiRequestError(error) && error.kind === 'network') {
    return {
      variant: 'error',
      title: 'Network Error',
      description: 'Please check your connection and try again.',
    };
  }
  if (isApiRequestError(error) && error.status === 429) {
    return {
      variant: 'error',
      title: 'Too Many Attempts',
      description: 'Please wait before trying again.',
    };
  }
  return {
    variant: 'error',
    title: 'Login Error',
    description: 'An unexpected error occurred. Please try again.',
  };
}
