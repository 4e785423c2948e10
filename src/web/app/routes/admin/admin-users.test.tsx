import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import type { WebSocketLike } from '@/lib/realtime';
import { json, mockApi } from '@/test/mock-api';
import { createTestQueryClient } from '@/test/render';
import { clearToasts } from '@/test/toasts';
import { findDialog } from '@/test/dialogs';

const fakeSocket = (): WebSocketLike => ({
  send() {},
  close() {},
  onopen: null,
  onmessage: null,
  onerror: null,
  onclose: null,
});

const session = (role: 'owner' | 'staff') => () =>
  json({
    valid: true,
    email: 'naledi@example.co.za',
    role,
    expires_at: new Date(Date.now() + 8 * 3600_000).toISOString(),
  });
const forbidden = () =>
  json({ error: { code: 'forbidden', message: 'Owner access required' } }, 403);
const owner = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'owner@example.co.za',
  name: 'Owner',
  role: 'owner',
  isActive: true,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  isYou: true,
};
const staff = {
  ...owner,
  id: '22222222-2222-4222-8222-222222222222',
  email: 'sipho@example.co.za',
  role: 'staff',
  isYou: false,
};
const noStats = () => json({ error: { code: 'forbidden', message: 'Admin access required' } }, 403);

function renderAdmin(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <AppProvider queryClient={createTestQueryClient()} createSocket={fakeSocket}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

const nav = () => screen.getAllByRole('navigation', { name: 'Admin sections' })[0]!;

beforeEach(() => {
  localStorage.setItem('admin_email', 'naledi@example.co.za');
  localStorage.setItem('admin_session_token', 'admin-tok');
  localStorage.setItem('admin_session_expiry', new Date(Date.now() + 2 * 3600_000).toISOString());
});

afterEach(async () => {
  await clearToasts();
  vi.unstubAllGlobals();
});

describe('admin users (owner only)', () => {
  it('takes the role from the session: no call to the owner-only list just to learn it', async () => {
    const api = mockApi({
      'GET /api/admin/session': session('owner'),
      'GET /api/admin/stats': noStats,
      'POST /api/admin/sync-failures': () => json({}, 201),
    });
    renderAdmin('/admin');
    await waitFor(() =>
      expect(within(nav()).getByRole('link', { name: 'Admin users' })).toBeInTheDocument(),
    );
    expect(api.calls.map((c) => c.key)).not.toContain('GET /api/admin/admins');
  });

  it('is not in the navigation of a staff admin, who gets a clear message on opening it', async () => {
    mockApi({
      'GET /api/admin/session': session('staff'),
      'GET /api/admin/stats': noStats,
      'POST /api/admin/sync-failures': () => json({}, 201),
      'GET /api/admin/admins': forbidden,
    });
    renderAdmin('/admin?section=admin-users');
    expect(await screen.findByText('Only the owner can manage admin users')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(nav()).getByRole('link', { name: 'Packages & pricing' })).toBeInTheDocument(),
    );
    expect(within(nav()).queryByRole('link', { name: 'Admin users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add admin' })).not.toBeInTheDocument();
  });

  it('is listed for the owner, who adds staff and sees the new password once', async () => {
    const api = mockApi({
      'GET /api/admin/session': session('owner'),
      'GET /api/admin/stats': noStats,
      'POST /api/admin/sync-failures': () => json({}, 201),
      'GET /api/admin/admins': () => json({ items: [owner] }),
      'POST /api/admin/admins': () => json({ admin: staff }, 201),
    });
    renderAdmin('/admin?section=admin-users');
    expect(
      await within(await screen.findByRole('list', { name: 'Admin users' })).findByText(
        owner.email,
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(nav()).getByRole('link', { name: 'Admin users' })).toBeInTheDocument(),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    const dialog = await findDialog();
    await user.type(within(dialog).getByLabelText('Email'), 'Sipho@Example.co.za');
    await user.click(within(dialog).getByRole('button', { name: 'Add admin' }));
    const shown = await screen.findByTestId('one-time-password');
    const body = api.bodyOf('POST /api/admin/admins') as {
      email: string;
      role: string;
      password: string;
    };
    expect(body).toMatchObject({ email: 'sipho@example.co.za', role: 'staff' });
    expect(shown).toHaveTextContent(body.password);
    expect(body.password.length).toBeGreaterThanOrEqual(8);
  });
});
