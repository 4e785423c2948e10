import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render';
import { clearToasts } from '@/test/toasts';
import { adminSessionKeys } from './session-storage';

const hour = 3600_000;
const inHours = (h: number) => new Date(Date.now() + h * hour).toISOString();
const valid = (expires = inHours(8)) =>
  json({ valid: true, email: 'naledi@example.co.za', role: 'staff', expires_at: expires }, 200, {
    'x-session-expires-at': expires,
  });
const unauthorized = () =>
  json({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } }, 401);

/** The dashboard behind the guard makes its own calls; these tests count the session checks. */
const sessionCalls = (calls: { key: string }[]) =>
  calls.filter((c) => c.key === 'GET /api/admin/session').length;

function storeAdmin(expiry = inHours(2)) {
  localStorage.setItem('admin_email', 'naledi@example.co.za');
  localStorage.setItem('admin_session_token', 'admin-tok');
  localStorage.setItem('admin_session_expiry', expiry);
  localStorage.setItem('adminSession', '{"legacy":true}');
}

afterEach(async () => {
  vi.useRealTimers();
  await clearToasts();
  vi.unstubAllGlobals();
});

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  renderRoute('/admin/login');
  await screen.findByLabelText('Email');
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('admin login form', () => {
  it('trims and lower-cases the email, stores the session under the spec keys and lands on /admin', async () => {
    const expires = inHours(8);
    const api = mockApi({
      'POST /api/admin/login': json({
        success: true,
        session_token: 'admin-tok',
        expires_at: expires,
      }),
      'GET /api/admin/session': valid(expires),
    });
    await signIn('  Naledi@Example.CO.ZA ', ' secret-pass ');
    expect(api.bodyOf('POST /api/admin/login')).toEqual({
      email: 'naledi@example.co.za',
      password: 'secret-pass',
    });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('naledi@example.co.za')).toBeInTheDocument();
    expect(localStorage.getItem('admin_email')).toBe('naledi@example.co.za');
    expect(localStorage.getItem('admin_session_token')).toBe('admin-tok');
    expect(localStorage.getItem('admin_session_expiry')).toBe(expires);
  });

  it('asks for both fields before calling the server', async () => {
    const api = mockApi({});
    await signIn('', '   ');
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the server text',
      json({ success: false, error: 'Account disabled' }),
      'Authentication Failed',
      'Account disabled',
    ],
    [
      'the default text',
      json({ success: false }),
      'Authentication Failed',
      'Invalid email or password',
    ],
    [
      'a transport error',
      new TypeError('Failed to fetch'),
      'Login Failed',
      'Unable to connect to authentication service',
    ],
    [
      'another exception',
      json({ error: { code: 'internal_error', message: 'x' } }, 500),
      'Login Error',
      'An unexpected error occurred during login',
    ],
  ] as const)('a failed login shows %s', async (_, answer, title, description) => {
    mockApi({ 'POST /api/admin/login': answer });
    await signIn('naledi@example.co.za', 'wrong');
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(localStorage.getItem('admin_session_token')).toBeNull();
  });
});

describe('admin guard', () => {
  it.each(['/admin', '/admin/client/abc'])(
    '%s without a session goes to the admin login',
    async (path) => {
      const api = mockApi({});
      const { router } = renderRoute(path);
      expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/login');
      expect(api.fetchMock).not.toHaveBeenCalled();
    },
  );

  it('logs out a stored session that has expired, without asking the server', async () => {
    const api = mockApi({});
    storeAdmin(new Date(Date.now() - 1000).toISOString());
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(localStorage.getItem('admin_session_token')).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('validates the session with the server on load, and keeps the extended expiry', async () => {
    const extended = inHours(8);
    const api = mockApi({ 'GET /api/admin/session': valid(extended) });
    storeAdmin();
    renderRoute('/admin/client/abc-123');
    expect(await screen.findByText('Client abc-123')).toBeInTheDocument();
    expect(api.headerOf('GET /api/admin/session', 'authorization')).toBe('Bearer admin-tok');
    expect(localStorage.getItem('admin_session_expiry')).toBe(extended);
  });

  it('logs out when the server does not confirm the session (removed from admin_users, revoked)', async () => {
    mockApi({ 'GET /api/admin/session': unauthorized() });
    storeAdmin();
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    for (const key of Object.values(adminSessionKeys)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('checks every 60 s: a session ended on the server is thrown out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = valid();
    const api = mockApi({ 'GET /api/admin/session': () => answer });
    storeAdmin();
    const { router } = renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    const before = sessionCalls(api.calls);

    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(sessionCalls(api.calls)).toBe(before);
    // Still valid at the first check: the background check does not extend the session.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(sessionCalls(api.calls)).toBe(before + 1));
    expect(api.calls.filter((c) => c.key === 'GET /api/admin/session').at(-1)!.url).toBe(
      '/api/admin/session?passive=true',
    );
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();

    answer = unauthorized();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem('admin_session_token')).toBeNull();
  });

  it('checks every 60 s: a session past its stored expiry ends without a request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const soon = new Date(Date.now() + 30_000).toISOString();
    const api = mockApi({ 'GET /api/admin/session': valid(soon) });
    storeAdmin(soon);
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    const before = sessionCalls(api.calls);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(sessionCalls(api.calls)).toBe(before);
    expect(screen.getByText('Session Ended')).toBeInTheDocument();
  });

  it('signs out: revokes on the server and clears email, token, expiry and the legacy entry', async () => {
    const api = mockApi({
      'GET /api/admin/session': valid(),
      'POST /api/admin/logout': json({ success: true }),
    });
    storeAdmin();
    renderRoute('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    for (const key of [
      'admin_email',
      'admin_session_token',
      'admin_session_expiry',
      'adminSession',
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    await waitFor(() =>
      expect(api.headerOf('POST /api/admin/logout', 'authorization')).toBe('Bearer admin-tok'),
    );
  });
});

describe('/auth', () => {
  it('offers the two ways in', async () => {
    mockApi({});
    renderRoute('/auth');
    expect(await screen.findByRole('heading', { name: 'Client Portal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Business Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Client Login' })).toHaveAttribute(
      'href',
      '/client/login',
    );
    expect(screen.getByRole('link', { name: 'Admin Login' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
  });

  it('sends a signed-in admin to the dashboard', async () => {
    mockApi({ 'GET /api/admin/session': valid() });
    storeAdmin();
    const { router } = renderRoute('/auth');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('sends a signed-in client to the portal', async () => {
    mockApi({
      'GET /api/client/session': json({
        valid: true,
        client: { id: 'c', email: null, name: 'Thabo Mokoena', username: 'demo' },
        expires_at: inHours(20),
        must_change_password: false,
      }),
    });
    sessionStorage.setItem(
      'clientSession',
      JSON.stringify({
        clientId: 'c',
        username: 'demo',
        email: null,
        timestamp: Date.now(),
        authenticated: true,
        sessionToken: 't',
        expiresAt: inHours(20),
      }),
    );
    const { router } = renderRoute('/auth');
    expect(await screen.findByText('Welcome back, Thabo Mokoena')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/client');
  });
});
