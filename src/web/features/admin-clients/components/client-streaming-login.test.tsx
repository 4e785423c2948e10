import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import { AdminTokenProvider } from '@/lib/admin-token';
import { json, mockApi } from '@/test/mock-api';
import { renderUi } from '@/test/render-ui';
import { clearToasts } from '@/test/toasts';
import { ClientStreamingLogin } from './client-streaming-login';

afterEach(async () => {
  await clearToasts();
  vi.unstubAllGlobals();
});

const clientId = '3d7c1c52-9a55-4c8e-b6a4-0f6a7b1f2e01';
const reveal = `GET /api/admin/clients/${clientId}/streaming-login`;
const login = { serverUrl: 'http://line.example.tv:8080', username: 'thabo01', hasPassword: true };

function renderLogin(value: typeof login | null = login) {
  return renderUi(
    <AdminTokenProvider token="admin-tok">
      <ClientStreamingLogin clientId={clientId} login={value} />
      <Toaster />
    </AdminTokenProvider>,
  );
}

describe("a client's streaming login on the admin's client page", () => {
  it('masks the password until revealed, asking the server once, and hides it again', async () => {
    const api = mockApi({
      [reveal]: () =>
        json({ serverUrl: login.serverUrl, username: 'thabo01', password: 'pw-8472' }),
    });
    renderLogin();
    expect(screen.getByText('thabo01')).toBeInTheDocument();
    expect(screen.getByTestId('streaming-password')).toHaveTextContent('••••••••');
    expect(api.fetchMock).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reveal password' }));
    expect(await screen.findByText('pw-8472')).toBeInTheDocument();
    expect(api.headerOf(reveal, 'authorization')).toBe('Bearer admin-tok');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByTestId('streaming-password')).toHaveTextContent('••••••••');
    await user.click(screen.getByRole('button', { name: 'Reveal password' }));
    expect(screen.getByTestId('streaming-password')).toHaveTextContent('pw-8472');
    expect(api.calls.filter((c) => c.key === reveal)).toHaveLength(1);
  });

  it('copies the password without showing it', async () => {
    mockApi({
      [reveal]: () =>
        json({ serverUrl: login.serverUrl, username: 'thabo01', password: 'pw-8472' }),
    });
    const user = userEvent.setup();
    // user-event installs its own clipboard on setup: stub after it.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Copy password' }));
    expect(
      await screen.findByText('The streaming password is on the clipboard.'),
    ).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('pw-8472');
    expect(screen.getByTestId('streaming-password')).toHaveTextContent('••••••••');
  });

  it('says so when the reveal fails, and when there is no password or no login', async () => {
    mockApi({
      [reveal]: () => json({ error: { code: 'not_found', message: 'Client not found.' } }, 404),
    });
    const { unmount } = renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reveal password' }));
    expect(await screen.findByText('Could Not Show Password')).toBeInTheDocument();
    expect(screen.getByTestId('streaming-password')).toHaveTextContent('••••••••');
    unmount();

    const { unmount: again } = renderLogin({ ...login, hasPassword: false });
    expect(screen.getByText('None on file')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reveal password' })).not.toBeInTheDocument();
    again();
    renderLogin(null);
    expect(screen.getByText('No streaming login on file.')).toBeInTheDocument();
  });
});
