import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminStats } from '@shared/contracts/admin-operations';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import type { WebSocketLike } from '@/lib/realtime';
import { json, mockApi } from '@/test/mock-api';
import { createTestQueryClient } from '@/test/render';
import { clearToasts } from '@/test/toasts';
import { findDialog } from '@/test/dialogs';

class FakeSocket implements WebSocketLike {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  constructor() {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
  push(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
}

const stats: AdminStats = {
  clients: { total: 42, active: 37, expiringSoon: 3, expired: 4, suspended: 1 },
  revenue: { thisMonthCents: 1_234_500, lastMonthCents: 1_000_000, changePercent: 23.5 },
  leads: { today: 2, thisWeek: 9, new: 5 },
  openTickets: 6,
  pendingUpgradeRequests: 1,
  pendingProofs: 2,
  pendingContentRequests: 0,
  openIncidents: 0,
  manualMessages: 4,
  failedMessages: 1,
  unresolvedSyncFailures: 0,
  series: {
    revenueByMonth: [{ month: '2026-01', cents: 500_000 }],
    newClientsByMonth: [{ month: '2026-01', count: 7 }],
    leadsByKind: [{ kind: 'order', count: 5 }],
  },
  generatedAt: new Date().toISOString(),
};

const session = () =>
  json({
    valid: true,
    email: 'naledi@example.co.za',
    role: 'staff',
    expires_at: new Date(Date.now() + 8 * 3600_000).toISOString(),
  });
const emptyList = () => json({ items: [], total: 0, page: 1, pageSize: 100 });

function renderAdmin(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <AppProvider queryClient={createTestQueryClient()} createSocket={() => new FakeSocket()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

beforeEach(() => {
  FakeSocket.all = [];
  localStorage.setItem('admin_email', 'naledi@example.co.za');
  localStorage.setItem('admin_session_token', 'admin-tok');
  localStorage.setItem('admin_session_expiry', new Date(Date.now() + 2 * 3600_000).toISOString());
});

afterEach(async () => {
  vi.useRealTimers();
  await clearToasts();
  vi.unstubAllGlobals();
});

describe('admin overview', () => {
  it('shows the live statistics with the admin token', async () => {
    const api = mockApi({
      'GET /api/admin/session': session,
      'GET /api/admin/stats': () => json(stats),
    });
    renderAdmin('/admin');
    const tiles = await screen.findByRole('list', { name: 'Statistics' });
    expect(within(tiles).getByText('R 12 345.00')).toBeInTheDocument();
    expect(within(tiles).getByText('37')).toBeInTheDocument();
    expect(api.headerOf('GET /api/admin/stats', 'authorization')).toBe('Bearer admin-tok');
  });

  it("quietly shows no stats when the server says 'Admin access required'", async () => {
    mockApi({
      'GET /api/admin/session': session,
      'GET /api/admin/stats': () =>
        json({ error: { code: 'forbidden', message: 'Admin access required' } }, 403),
      'POST /api/admin/sync-failures': () => json({}, 201),
    });
    renderAdmin('/admin');
    expect(await screen.findByText('No statistics available.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refreshes the statistics every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      'GET /api/admin/session': session,
      'GET /api/admin/stats': () => json(stats),
    });
    renderAdmin('/admin');
    await screen.findByRole('list', { name: 'Statistics' });
    const count = () => api.calls.filter((c) => c.key === 'GET /api/admin/stats').length;
    expect(count()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(count()).toBe(2));
  });
});

describe('admin realtime toasts', () => {
  it("shows 'Data Updated' on an admin change and 'System Update' on a new incident", async () => {
    mockApi({ 'GET /api/admin/session': session, 'GET /api/admin/stats': () => json(stats) });
    renderAdmin('/admin');
    await screen.findByRole('list', { name: 'Statistics' });
    const socket = FakeSocket.all.at(-1)!;
    act(() => {
      socket.onopen?.(new Event('open'));
      socket.push({ type: 'subscribed', channel: 'admin' });
    });
    expect(JSON.parse(socket.sent[0]!)).toEqual({
      type: 'subscribe',
      channel: 'admin',
      token: 'admin-tok',
    });
    await waitFor(() => expect(screen.getByText('Good')).toBeInTheDocument());

    act(() =>
      socket.push({
        type: 'change',
        channel: 'admin',
        table: 'leads',
        op: 'INSERT',
        id: 'l1',
        at: '',
      }),
    );
    expect(await screen.findByText('Data Updated')).toBeInTheDocument();

    act(() =>
      socket.push({
        type: 'change',
        channel: 'admin',
        table: 'system_incidents',
        op: 'INSERT',
        id: 'i1',
        at: '',
      }),
    );
    expect(await screen.findByText('System Update')).toBeInTheDocument();
    expect(screen.getByText('New system status update available')).toBeInTheDocument();
  });
});

describe('admin dialogs', () => {
  it('shows the field error of the shared schema and keeps what was typed', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/admin/session': session,
      'GET /api/admin/clients': emptyList,
      'GET /api/public/packages': () => json({ packages: [] }),
    });
    renderAdmin('/admin?section=clients');
    await user.click(await screen.findByRole('button', { name: 'New client' }));
    const dialog = await findDialog();
    await user.type(within(dialog).getByLabelText('Username'), 'ab');
    await user.type(within(dialog).getByLabelText('First name'), 'Thandi');
    await user.click(within(dialog).getByRole('button', { name: 'Create client' }));
    expect(
      await within(dialog).findByText('Username must be at least 3 characters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toHaveValue('ab');
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Thandi');
    expect(api.calls.some((c) => c.key === 'POST /api/admin/clients')).toBe(false);
  });

  it('keeps the form when the server refuses the save', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/admin/session': session,
      'GET /api/admin/clients': emptyList,
      'GET /api/public/packages': () => json({ packages: [] }),
      'POST /api/admin/clients': () =>
        json(
          {
            error: {
              code: 'conflict',
              message: 'That username is taken',
              fields: { username: 'That username is taken' },
            },
          },
          409,
        ),
      'POST /api/admin/sync-failures': () => json({}, 201),
    });
    renderAdmin('/admin?section=clients');
    await user.click(await screen.findByRole('button', { name: 'New client' }));
    const dialog = await findDialog();
    await user.type(within(dialog).getByLabelText('Username'), 'thandi');
    await user.type(within(dialog).getByLabelText('First name'), 'Thandi');
    await user.click(within(dialog).getByRole('button', { name: 'Create client' }));
    expect(await within(dialog).findAllByText('That username is taken')).not.toHaveLength(0);
    expect(within(dialog).getByLabelText('Username')).toHaveValue('thandi');
  });
});
