import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import type { WebSocketLike } from '@/lib/realtime';
import { fakeApi } from '@/test/fake-api';
import { createTestQueryClient } from '@/test/render';

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
  receive(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeSocket.all = [];
});

describe('landing page realtime', () => {
  it('subscribes to the public channel and refetches packages when they change', async () => {
    const packages = [
      {
        id: 'p1',
        name: '3 Months',
        priceCents: 50_000,
        originalPriceCents: null,
        duration: '3 Months',
        durationMonths: 3,
        durationHours: null,
        features: [],
        description: null,
        isFeatured: false,
        isFreeTrial: false,
        sortOrder: 1,
        maxConnections: 1,
      },
    ];
    const api = fakeApi({ '/api/public/packages': () => Response.json({ packages }) });
    const queryClient = createTestQueryClient();
    render(
      <AppProvider queryClient={queryClient} createSocket={() => new FakeSocket()}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />
      </AppProvider>,
    );
    await screen.findByRole('heading', { level: 1, name: 'StreamVault SA' });
    // The realtime chunk loads after the first paint: allow for a busy machine.
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    act(() => socket.onopen?.(new Event('open')));
    expect(socket.sent.map((m) => JSON.parse(m) as unknown)).toContainEqual({
      type: 'subscribe',
      channel: 'public',
    });
    act(() => socket.receive({ type: 'subscribed', channel: 'public' }));

    const packageCalls = () =>
      api.mock.calls.filter(([url]) => String(url) === '/api/public/packages').length;
    await waitFor(() => expect(packageCalls()).toBeGreaterThan(0));
    const before = packageCalls();
    packages[0]!.priceCents = 45_000;
    act(() =>
      socket.receive({
        type: 'change',
        channel: 'public',
        table: 'packages',
        op: 'UPDATE',
        id: 'p1',
        at: new Date().toISOString(),
      }),
    );
    await waitFor(() => expect(packageCalls()).toBe(before + 1));
    await waitFor(() =>
      expect(
        queryClient.getQueryData<{ priceCents: number }[]>(['packages', 'public'])?.[0]?.priceCents,
      ).toBe(45_000),
    );
  });
});
