import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminHealthMonitor, AdminIncident } from '@shared/contracts/admin-operations';
import { Toaster } from '@/components/toaster';
import { AdminTokenProvider } from '@/lib/admin-token';
import { json, mockApi } from '@/test/mock-api';
import { renderUi } from '@/test/render-ui';
import { clearToasts } from '@/test/toasts';
import { StatusSection } from './status-section';

afterEach(async () => {
  await clearToasts();
  vi.unstubAllGlobals();
});

const at = '2026-03-02T08:00:00.000Z';
const incident: AdminIncident = {
  id: '5b0c7e1a-2d3f-4a5b-8c9d-0e1f2a3b4c5d',
  title: 'Buffering on sports channels',
  description: null,
  severity: 'minor',
  status: 'investigating',
  component: 'Streaming',
  startedAt: at,
  resolvedAt: null,
  createdAt: at,
  updatedAt: at,
  updates: [{ id: 'u1', status: 'investigating', message: 'Looking into it', createdAt: at }],
};
const monitor: AdminHealthMonitor = {
  id: '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b',
  name: 'Portal',
  url: 'https://portal.example.co.za/health',
  expectedStatus: 200,
  intervalSeconds: 300,
  isActive: true,
  lastCheck: null,
  uptime24hPercent: 99.5,
  uptime30dPercent: null,
  createdAt: at,
  updatedAt: at,
};

function renderStatus(answers: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    'GET /api/admin/system-status': () => json({ overall: 'stable', items: [] }),
    ...answers,
  });
  renderUi(
    <AdminTokenProvider token="admin-tok">
      <StatusSection />
      <Toaster />
    </AdminTokenProvider>,
  );
  return api;
}

const list = <T,>(items: T[]) => json({ items, total: items.length, page: 1, pageSize: 100 });

describe('incidents on the status screen', () => {
  it('edits the title, impact and message of an incident', async () => {
    let current = incident;
    const path = `/api/admin/incidents/${incident.id}`;
    const api = renderStatus({
      'GET /api/admin/incidents': () => list([current]),
      'GET /api/admin/health-monitors': () => json({ items: [] }),
      [`PATCH ${path}`]: () => {
        current = {
          ...incident,
          title: 'EPG not loading',
          severity: 'major',
          description: 'The guide is empty.',
          updatedAt: '2026-03-02T09:00:00.000Z',
        };
        return json({ incident: current });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${incident.title}` }));
    const form = screen.getByRole('form', { name: `Edit ${incident.title}` });
    await user.clear(within(form).getByLabelText('Title'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Title is required')).toBeInTheDocument();
    expect(api.calls.map((c) => c.key)).not.toContain(`PATCH ${path}`);

    await user.type(within(form).getByLabelText('Title'), 'EPG not loading');
    await user.selectOptions(within(form).getByLabelText('Impact'), 'major');
    await user.type(within(form).getByLabelText('Message'), 'The guide is empty.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Incident Saved')).toBeInTheDocument();
    expect(api.bodyOf(`PATCH ${path}`)).toEqual({
      title: 'EPG not loading',
      severity: 'major',
      description: 'The guide is empty.',
      component: 'Streaming',
    });
    expect(await screen.findByText('The guide is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('resolves an incident with one click', async () => {
    let current = incident;
    const path = `/api/admin/incidents/${incident.id}/resolve`;
    const api = renderStatus({
      'GET /api/admin/incidents': () => list([current]),
      'GET /api/admin/health-monitors': () => json({ items: [] }),
      [`POST ${path}`]: () => {
        current = {
          ...incident,
          status: 'resolved',
          resolvedAt: '2026-03-02T09:00:00.000Z',
          updatedAt: '2026-03-02T09:00:00.000Z',
        };
        return json({ incident: current });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Resolve ${incident.title}` }));
    expect(await screen.findByText('Incident Resolved')).toBeInTheDocument();
    expect(api.headerOf(`POST ${path}`, 'authorization')).toBe('Bearer admin-tok');
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: `Resolve ${incident.title}` }),
      ).not.toBeInTheDocument(),
    );
    expect(
      screen.queryByRole('form', { name: `Update ${incident.title}` }),
    ).not.toBeInTheDocument();
  });
});

describe('health monitors on the status screen', () => {
  it('pauses a monitor, shows it as Paused, and resumes it', async () => {
    let current = monitor;
    const path = `/api/admin/health-monitors/${monitor.id}`;
    const api = renderStatus({
      'GET /api/admin/incidents': () => list([]),
      'GET /api/admin/health-monitors': () => json({ items: [current] }),
      [`PATCH ${path}`]: () => {
        const latest = api.calls.at(-1)!;
        const { isActive } = JSON.parse(String(latest.init?.body)) as { isActive: boolean };
        current = { ...monitor, isActive };
        return json({ monitor: current });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pause Portal' }));
    expect(await screen.findByText('Monitor Paused')).toBeInTheDocument();
    expect(await screen.findByText('Paused')).toBeInTheDocument();
    expect(screen.getByText(/Not checked, and left out of the public uptime/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resume Portal' }));
    expect(await screen.findByText('Monitor Resumed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Paused')).not.toBeInTheDocument());
    expect(screen.getByText(/Expects 200 every 300 s/)).toBeInTheDocument();
  });

  it('edits the name, URL, expected status and interval', async () => {
    let current = monitor;
    const path = `/api/admin/health-monitors/${monitor.id}`;
    const api = renderStatus({
      'GET /api/admin/incidents': () => list([]),
      'GET /api/admin/health-monitors': () => json({ items: [current] }),
      [`PATCH ${path}`]: () => {
        current = {
          ...monitor,
          name: 'Portal API',
          url: 'https://api.example.co.za/health',
          expectedStatus: 204,
          intervalSeconds: 60,
        };
        return json({ monitor: current });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Portal' }));
    const form = screen.getByRole('form', { name: 'Edit Portal' });
    const replace = async (label: string, value: string) => {
      await user.clear(within(form).getByLabelText(label));
      await user.type(within(form).getByLabelText(label), value);
    };
    await replace('Interval (s)', '5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('intervalSeconds is at least 30')).toBeInTheDocument();

    await replace('Name', 'Portal API');
    await replace('URL', 'https://api.example.co.za/health');
    await replace('Expected status', '204');
    await replace('Interval (s)', '60');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Monitor Saved')).toBeInTheDocument();
    expect(api.bodyOf(`PATCH ${path}`)).toEqual({
      name: 'Portal API',
      url: 'https://api.example.co.za/health',
      expectedStatus: 204,
      intervalSeconds: 60,
    });
    expect(await screen.findByText(/Expects 204 every 60 s/)).toBeInTheDocument();
  });
});
