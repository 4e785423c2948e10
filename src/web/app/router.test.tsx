import { screen } from '@testing-library/react';
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
  ['/admin', 'Admin Dashboard'],
  ['/admin/client/42', 'Client Details'],
  ['/client/login', 'Client Login'],
  ['/client-password-reset', 'Client Password Reset'],
  ['/client', 'Client Portal'],
  ['/client/specials', 'Client Portal'],
  ['/knowledge-base', 'Knowledge Base'],
  ['/account-management', 'Account Management'],
  ['/downloads', 'Downloads'],
  ['/status', 'System Status'],
  ['/releases', 'Release Notes'],
  ['/order', 'Order'],
  ['/payment-history', 'Payment History'],
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

describe('routes', () => {
  it.each(headings)('%s shows its heading after loading', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('placeholder pages say the screen is coming and link home', async () => {
    renderRoute('/payment-history');
    await screen.findByRole('heading', { name: 'Payment History' });
    expect(screen.getByText(/coming soon/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  });

  it('shows the client id on the client details screen', async () => {
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

  it('shows the system status from GET /api/health', async () => {
    const body = {
      status: 'ok',
      version: '1',
      uptimeSeconds: 5,
      database: { reachable: true, driver: 'pglite', latencyMs: 1 },
    };
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify(body), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoute('/');
    expect(await screen.findByText('System: ok')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/health',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('shows no status line when the health check fails', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { name: 'StreamVault SA' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/^System:/)).not.toBeInTheDocument();
  });
});
