import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render';
import { clearToasts } from '@/test/toasts';
import { clientDataKey, clientSessionKey } from './session-storage';

const in15 = '2030-06-01T12:45:00.000Z'; // 14:45 in Johannesburg (UTC+2)
const expiresAt = new Date(Date.now() + 24 * 3600_000).toISOString();
const success = {
  success: true,
  session_token: 'tok-123',
  client: { id: 'c-1', email: 'demo@example.co.za', name: 'Thabo Mokoena' },
  client_id: 'c-1',
  expires_at: expiresAt,
  must_change_password: false,
};
const sessionAnswer = {
  valid: true,
  client: { id: 'c-1', email: 'demo@example.co.za', name: 'Thabo Mokoena', username: 'demo' },
  expires_at: expiresAt,
  must_change_password: false,
};

afterEach(async () => {
  await clearToasts();
  vi.unstubAllGlobals();
});

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  renderRoute('/client/login');
  // The first render loads the login's code: allow for it on a busy machine.
  await screen.findByLabelText('Username');
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('client login form', () => {
  it('asks for both fields before calling the server', async () => {
    const api = mockApi({});
    await signIn('   ', 'secret');
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getAllByText('Username and password are required').length).toBeGreaterThan(0);
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('trims the username, stores the session and welcomes the client by name', async () => {
    const api = mockApi({
      'POST /api/client/login': json(success),
      'GET /api/client/session': json(sessionAnswer),
    });
    await signIn('  demo ', 'demo12345');
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Thabo Mokoena!')).toBeInTheDocument();
    expect(api.bodyOf('POST /api/client/login')).toEqual({
      username: 'demo',
      password: 'demo12345',
    });
    const stored = JSON.parse(sessionStorage.getItem(clientSessionKey)!);
    expect(stored).toMatchObject({
      clientId: 'c-1',
      username: 'demo',
      email: 'demo@example.co.za',
      authenticated: true,
      sessionToken: 'tok-123',
      expiresAt,
    });
    expect(Math.abs(stored.timestamp - Date.now())).toBeLessThan(5000);
    expect(JSON.parse(sessionStorage.getItem(clientDataKey)!)).toEqual(success.client);
    // On to the portal, which the server confirmed.
    expect(await screen.findByText('Welcome back, Thabo Mokoena')).toBeInTheDocument();
    expect(api.headerOf('GET /api/client/session', 'authorization')).toBe('Bearer tok-123');
  });

  it('sends a client with a temporary password to change it', async () => {
    mockApi({
      'POST /api/client/login': json({ ...success, must_change_password: true }),
      'GET /api/client/session': json({ ...sessionAnswer, must_change_password: true }),
    });
    await signIn('demo', 'temporary1');
    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
    expect(screen.getByText(/temporary password/)).toBeInTheDocument();
  });

  const failures: [string, Response | Error, string, string][] = [
    [
      'a client who is not active',
      json({ success: false, error: 'Access denied' }),
      'Access Denied',
      'Please contact support for assistance.',
    ],
    [
      'a blocked account, with the time in Johannesburg',
      json({ success: false, error: 'Too many attempts', blocked_until: in15 }),
      'Too Many Attempts',
      'Try again after',
    ],
    [
      'a rate limit without a time',
      json({ success: false, error: 'rate limit exceeded' }),
      'Too Many Attempts',
      'Please wait before trying again.',
    ],
    [
      'wrong credentials',
      json({ success: false, error: 'Invalid username or password' }),
      'Login Failed',
      'Invalid username or password. Please check your credentials.',
    ],
    [
      'another failure with its text',
      json({ success: false, error: 'Account locked by support' }),
      'Login Failed',
      'Account locked by support',
    ],
    [
      'another failure without text',
      json({ success: false }),
      'Login Failed',
      'Please verify your credentials and try again.',
    ],
    [
      'an incomplete answer',
      json({ success: true, session_token: 'x' }),
      'Login Error',
      'Session incomplete. Please try again.',
    ],
    [
      'no connection',
      new TypeError('Failed to fetch'),
      'Network Error',
      'Please check your connection and try again.',
    ],
    [
      'a server error',
      json({ error: { code: 'internal_error', message: 'x' } }, 500),
      'Login Error',
      'An unexpected error occurred. Please try again.',
    ],
  ];

  it.each(failures)('shows the message for %s', async (_, answer, title, description) => {
    mockApi({ 'POST /api/client/login': answer });
    await signIn('demo', 'wrong-password');
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(description.replace(/[.?]/g, '\\$&')))).toBeInTheDocument();
    expect(sessionStorage.getItem(clientSessionKey)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Client Login' })).toBeInTheDocument();
  });

  it('shows the block end in Africa/Johannesburg time', async () => {
    mockApi({
      'POST /api/client/login': json({
        success: false,
        error: 'Too many attempts',
        blocked_until: in15,
      }),
    });
    await signIn('demo', 'wrong');
    expect(await screen.findByText('Try again after 01 Jun, 14:45.')).toBeInTheDocument();
  });

  it('asks for a reset link by username or email, with the same answer for anyone', async () => {
    const api = mockApi({
      'POST /api/client/password-reset/request': json({
        success: true,
        message: 'If an account matches, a link is on its way.',
      }),
    });
    const user = userEvent.setup();
    renderRoute('/client/login');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Enter your username or email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username or email'), ' demo@example.co.za ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check Your Messages')).toBeInTheDocument();
    expect(api.bodyOf('POST /api/client/password-reset/request')).toEqual({
      identifier: 'demo@example.co.za',
    });
    await waitFor(() =>
      expect(screen.queryByLabelText('Username or email')).not.toBeInTheDocument(),
    );
  });
});
