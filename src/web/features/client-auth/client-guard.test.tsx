import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render';
import { clearToasts } from '@/test/toasts';
import { clientDataKey, clientSessionKey } from './session-storage';

const hour = 3600_000;
const sessionAnswer = (mustChange = false) => ({
  valid: true,
  client: { id: 'c-1', email: 'demo@example.co.za', name: 'Thabo Mokoena', username: 'demo' },
  expires_at: new Date(Date.now() + 20 * hour).toISOString(),
  must_change_password: mustChange,
});

function storeSession(overrides: Record<string, unknown> = {}) {
  sessionStorage.setItem(
    clientSessionKey,
    JSON.stringify({
      clientId: 'c-1',
      username: 'demo',
      email: 'demo@example.co.za',
      timestamp: Date.now() - hour,
      authenticated: true,
      sessionToken: 'tok-1',
      expiresAt: new Date(Date.now() + 23 * hour).toISOString(),
      ...overrides,
    }),
  );
  sessionStorage.setItem(clientDataKey, JSON.stringify({ id: 'c-1' }));
}

afterEach(async () => {
  await clearToasts();
  vi.unstubAllGlobals();
});

describe('client session restore and guard', () => {
  it.each([
    '/client',
    '/client/specials',
    '/account-management',
    '/payment-history',
    '/client-password-reset',
  ])('%s without a session goes to the client login', async (path) => {
    const api = mockApi({});
    const { router } = renderRoute(path);
    // The first render loads the guard's and the login's code: allow for it.
    expect(await screen.findByRole('heading', { name: 'Client Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/client/login');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('restores a session the server confirms', async () => {
    const api = mockApi({ 'GET /api/client/session': json(sessionAnswer()) });
    storeSession();
    renderRoute('/client');
    expect(await screen.findByText('Welcome back, Thabo Mokoena')).toBeInTheDocument();
    expect(api.headerOf('GET /api/client/session', 'authorization')).toBe('Bearer tok-1');
  });

  it.each([
    ['older than 24 hours', { timestamp: Date.now() - 24 * hour - 1000 }],
    ['not flagged authenticated', { authenticated: false }],
    ['past the server expiry', { expiresAt: new Date(Date.now() - 1000).toISOString() }],
  ])('clears a session %s without asking the server', async (_, overrides) => {
    const api = mockApi({ 'GET /api/client/session': json(sessionAnswer()) });
    storeSession(overrides);
    renderRoute('/client');
    expect(await screen.findByRole('heading', { name: 'Client Login' })).toBeInTheDocument();
    expect(sessionStorage.getItem(clientSessionKey)).toBeNull();
    expect(sessionStorage.getItem(clientDataKey)).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('clears a session the server no longer confirms (client gone or suspended)', async () => {
    mockApi({
      'GET /api/client/session': json({ error: { code: 'unauthorized', message: 'x' } }, 401),
    });
    storeSession();
    renderRoute('/payment-history');
    expect(await screen.findByRole('heading', { name: 'Client Login' })).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(clientSessionKey)).toBeNull());
  });

  it('signs out: revokes on the server and clears the session and client data', async () => {
    const api = mockApi({
      'GET /api/client/session': json(sessionAnswer()),
      'POST /api/client/logout': json({ success: true }),
    });
    storeSession();
    renderRoute('/client');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Client Login' })).toBeInTheDocument();
    expect(sessionStorage.getItem(clientSessionKey)).toBeNull();
    expect(sessionStorage.getItem(clientDataKey)).toBeNull();
    expect(api.headerOf('POST /api/client/logout', 'authorization')).toBe('Bearer tok-1');
  });

  it('sends a client with a temporary password to change it before anything else', async () => {
    mockApi({ 'GET /api/client/session': json(sessionAnswer(true)) });
    storeSession();
    const { router } = renderRoute('/payment-history');
    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/client-password-reset');
  });
});

describe('password screens', () => {
  it('changes the password of the signed-in client, checking length and confirmation', async () => {
    const api = mockApi({
      'GET /api/client/session': json(sessionAnswer()),
      'POST /api/client/password': json({ success: true }),
    });
    storeSession();
    const user = userEvent.setup();
    renderRoute('/client-password-reset');
    await user.type(await screen.findByLabelText('Current password'), 'demo12345');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Use at least 8 characters')).toBeInTheDocument();
    expect(api.calls.some((c) => c.key === 'POST /api/client/password')).toBe(false);

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password Changed')).toBeInTheDocument();
    expect(api.bodyOf('POST /api/client/password')).toEqual({
      currentPassword: 'demo12345',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
  });

  it('opens from a reset link without a session, and says clearly when the link is used up', async () => {
    const api = mockApi({
      'POST /api/client/password-reset/confirm': json(
        {
          error: {
            code: 'reset_link_unusable',
            message: 'This reset link has expired or was already used. Request a new one.',
          },
        },
        400,
      ),
    });
    const user = userEvent.setup();
    renderRoute('/client-password-reset?token=abc123');
    await user.type(await screen.findByLabelText(/^New password/), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link has expired or was already used. Request a new one.',
    );
    expect(api.bodyOf('POST /api/client/password-reset/confirm')).toEqual({
      token: 'abc123',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
  });

  it('after a successful reset goes to the login', async () => {
    mockApi({ 'POST /api/client/password-reset/confirm': json({ success: true }) });
    const user = userEvent.setup();
    const { router } = renderRoute('/client-password-reset?token=abc123');
    await user.type(await screen.findByLabelText(/^New password/), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/client/login');
  });
});
