import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocketLike } from './realtime';
import { RealtimeProvider, useRealtime, type UseRealtimeOptions } from './use-realtime';

const toastMocks = vi.hoisted(() => ({ showConnectionNotice: vi.fn() }));
vi.mock('./realtime-toasts', () => toastMocks);

class FakeSocket implements WebSocketLike {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  closed = false;
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
  close() {
    this.closed = true;
  }
  confirm(channel: string) {
    this.onopen?.(new Event('open'));
    this.onmessage?.(
      new MessageEvent('message', { data: JSON.stringify({ type: 'subscribed', channel }) }),
    );
  }
}

function Status(props: UseRealtimeOptions) {
  const state = useRealtime(props);
  return <p>status: {state.status}</p>;
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <RealtimeProvider createSocket={() => new FakeSocket()}>{children}</RealtimeProvider>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  FakeSocket.all = [];
  toastMocks.showConnectionNotice.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useRealtime', () => {
  it('shares one socket per channel and closes it when the last user unmounts', () => {
    const { unmount } = render(
      <>
        <Status channel="public" />
        <Status channel="public" />
      </>,
      { wrapper },
    );
    expect(FakeSocket.all).toHaveLength(1);
    act(() => FakeSocket.all[0]?.confirm('public'));
    expect(screen.getAllByText('status: connected')).toHaveLength(2);
    unmount();
    expect(FakeSocket.all[0]?.closed).toBe(true);
  });

  it('opens nothing while disabled, and sends the admin token when enabled', () => {
    const { rerender } = render(<Status channel="admin" getToken={() => 'tok'} enabled={false} />, {
      wrapper,
    });
    expect(FakeSocket.all).toHaveLength(0);
    rerender(<Status channel="admin" getToken={() => 'tok'} enabled />);
    act(() => FakeSocket.all[0]?.onopen?.(new Event('open')));
    expect(JSON.parse(FakeSocket.all[0]?.sent[0] ?? '')).toEqual({
      type: 'subscribe',
      channel: 'admin',
      token: 'tok',
    });
  });

  it('shows connection toasts only where a screen opted in', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Status channel="public" />, { wrapper });
    act(() => FakeSocket.all[0]?.confirm('public'));
    act(() => FakeSocket.all[0]?.onclose?.(new CloseEvent('close', { code: 1006 })));
    act(() => vi.advanceTimersByTime(2500)); // 'lost' is due at 2 s, but nobody opted in
    expect(toastMocks.showConnectionNotice).not.toHaveBeenCalled();

    rerender(<Status channel="public" connectionToasts />);
    act(() => FakeSocket.all.at(-1)?.confirm('public')); // the 1 s retry's socket subscribes
    act(() => vi.advanceTimersByTime(2000));
    expect(toastMocks.showConnectionNotice).toHaveBeenCalledWith('restored');
  });
});
