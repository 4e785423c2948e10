import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';

const headings: [path: string, heading: string][] = [
  ['/', 'StreamVault SA'],
  ['/home', 'StreamVault SA'],
  ['/technical-support', 'Technical Support'],
  ['/setup-guide', 'Setup Guide'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/refund-policy', 'Refund Policy'],
  ['/admin/login', 'Admin Login'],
  // Guarded: without a session these lead to the login (see features/*-auth for the signed-in cases).
  ['/admin', 'Admin Login'],
  ['/admin/client/42', 'Admin Login'],
  ['/client/login', 'Client Login'],
  ['/client-password-reset', 'Client Login'],
  ['/client-password-reset?token=abc', 'Client Password Reset'],
  ['/client', 'Client Login'],
  ['/client/specials', 'Client Login'],
  ['/knowledge-base', 'Knowledge Base'],
  ['/account-management', 'Client Login'],
  ['/downloads', 'Downloads'],
  ['/status', 'System Status'],
  ['/releases', 'Release Notes'],
  ['/order', 'Order'],
  ['/payment-history', 'Client Login'],
  ['/auth', 'Sign In'],
];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A stored session the (mocked) server confirms, so guarded screens render. */
function signedInAs(kind: 'admin' | 'client') {
  const expiresAt = new Date(Date.now() + 3600_000).toISOString();
  if (kind === 'admin') {
    localStorage.setItem('admin_email', 'admin@example.co.za');
    localStorage.setItem('admin_session_token', 'admin-token');
    localStorage.setItem('admin_session_expiry', expiresAt);
  } else {
    sessionStorage.setItem(
      'clientSession',
      JSON.stringify({
        clientId: 'c1',
        username: 'demo',
        email: null,
        timestamp: Date.now(),
        authenticated: true,
        sessionToken: 'client-token',
        expiresAt,
      }),
    );
  }
  const body =
    kind === 'admin'
      ? { valid: true, email: 'admin@example.co.za', role: 'staff', expires_at: expiresAt }
      : {
          valid: true,
          client: { id: 'c1', email: null, name: 'Thabo Mokoena', username: 'demo' },
          expires_at: expiresAt,
          must_change_password: false,
        };
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))),
  );
}

describe('routes', () => {
  it.each(headings)('%s shows its heading after loading', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('client pages show in the portal frame, with its menu', async () => {
    signedInAs('client');
    renderRoute('/payment-history');
    await screen.findByRole('heading', { name: 'Payment History' });
    const menu = screen.getByRole('navigation', { name: 'Client portal' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/client',
    );
  });

  it('shows the client id on the client details screen', async () => {
    signedInAs('admin');
    renderRoute('/admin/client/abc-123');
    expect(await screen.findByText('Client abc-123')).toBeInTheDocument();
  });

  it('an unknown path shows Page Not Found with the path asked for', async () => {
    const { router } = renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Go Home' }).click();
    await screen.findByRole('heading', { name: 'StreamVault SA' });
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('landing page', () => {
  it('links to the client portal and admin login', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { name: 'StreamVault SA' });
    expect(screen.getByRole('link', { name: /Client Portal/ })).toHaveAttribute(
      'href',
      '/client/login',
    );
    expect(screen.getByRole('link', { name: /Admin Login/ })).toHaveAttribute(
      'href',
      '/admin/login',
    );
  });

  it('shows the overall system state from GET /api/public/status on the Status button', async () => {
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        url === '/api/public/status'
          ? new Response(JSON.stringify({ overall: 'maintenance', components: [] }), {
              status: 200,
            })
          : new Response('{}', { status: 404 }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoute('/');
    const status = await screen.findByRole('link', { name: /^Status/ });
    await waitFor(() => expect(status).toHaveAccessibleName('Status: maintenance under way'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/public/status',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('shows the stable state when the status cannot be loaded', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { name: 'StreamVault SA' });
    expect(screen.getByRole('link', { name: /^Status/ })).toHaveAccessibleName(
      'Status: all systems operational',
    );
  });
});
