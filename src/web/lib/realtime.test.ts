import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeConnection, type ConnectionNotice, type WebSocketLike } from './realtime';
import { invalidationKeys, realtimeUrl } from './realtime-protocol';

class FakeSocket implements WebSocketLike {
  static instances: FakeSocket[] = [];
  static createdAt: number[] = [];
  readonly sent: string[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
    FakeSocket.createdAt.push(Date.now());
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  receive(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  subscribed(channel = 'public') {
    this.open();
    this.receive({ type: 'subscribed', channel });
  }
  fail() {
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
  static last(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  }
}

function connect(options: Partial<ConstructorParameters<typeof RealtimeConnection>[0]> = {}) {
  const notices: ConnectionNotice[] = [];
  const connection = new RealtimeConnection({
    channel: 'public',
    url: 'ws://test/api/realtime',
    createSocket: (url) => new FakeSocket(url),
    notify: (notice) => notices.push(notice),
    ...options,
  });
  return { connection, notices };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-01-01T10:00:00Z'));
  FakeSocket.instances = [];
  FakeSocket.createdAt = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RealtimeConnection', () => {
  it('is connected once the server confirms the subscription', () => {
    const { connection } = connect();
    connection.start();
    expect(connection.getState().status).toBe('connecting');
    FakeSocket.last().open();
    expect(JSON.parse(FakeSocket.last().sent[0] ?? '')).toEqual({
      type: 'subscribe',
      channel: 'public',
    });
    expect(connection.getState().status).toBe('connecting');
    FakeSocket.last().receive({ type: 'subscribed', channel: 'public' });
    expect(connection.getState()).toMatchObject({
      status: 'connected',
      quality: 'good',
      retryCount: 0,
    });
  });

  it('subscribes to the admin channel with the current token', () => {
    const { connection } = connect({ channel: 'admin', getToken: () => 'tok-1' });
    connection.start();
    FakeSocket.last().open();
    expect(JSON.parse(FakeSocket.last().sent[0] ?? '')).toEqual({
      type: 'subscribe',
      channel: 'admin',
      token: 'tok-1',
    });
  });

  it('retries after 1, 2, 4, 8 and 16 s, then stays disconnected until reconnect()', () => {
    const { connection } = connect();
    connection.start();
    const delays: number[] = [];
    for (let i = 0; i < 5; i++) {
      FakeSocket.last().fail();
      const count = FakeSocket.instances.length;
      const failedAt = Date.now();
      for (let step = 0; step < 400 && FakeSocket.instances.length === count; step++) {
        vi.advanceTimersByTime(100);
      }
      delays.push(Date.now() - failedAt);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000]);
    FakeSocket.last().fail();
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.instances).toHaveLength(6);
    expect(connection.getState()).toMatchObject({
      status: 'disconnected',
      quality: 'disconnected',
    });

    connection.reconnect();
    expect(FakeSocket.instances).toHaveLength(7);
    expect(connection.getState().status).toBe('connecting');
  });

  it('treats a missing subscribe confirmation within 10 s as a failure', () => {
    const { connection } = connect();
    connection.start();
    FakeSocket.last().open();
    vi.advanceTimersByTime(9_999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(connection.getState()).toMatchObject({
      status: 'connecting',
      quality: 'poor',
      retryCount: 1,
    });
    expect(connection.getState().errors.at(-1)?.message).toMatch(/timed out/);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('resets the retry count after a successful subscribe', () => {
    const { connection } = connect();
    connection.start();
    FakeSocket.last().fail();
    vi.advanceTimersByTime(1000);
    FakeSocket.last().fail();
    vi.advanceTimersByTime(2000);
    FakeSocket.last().subscribed();
    expect(connection.getState().retryCount).toBe(0);
    FakeSocket.last().fail();
    const before = FakeSocket.instances.length;
    vi.advanceTimersByTime(999);
    expect(FakeSocket.instances).toHaveLength(before);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(before + 1);
  });

  it('keeps only the last 5 errors', () => {
    const { connection } = connect();
    connection.start();
    FakeSocket.last().subscribed();
    for (let i = 0; i < 8; i++) {
      FakeSocket.last().receive({ type: 'error', code: 'x', message: `error ${i}` });
    }
    const messages = connection.getState().errors.map((e) => e.message);
    expect(messages).toEqual(['error 3', 'error 4', 'error 5', 'error 6', 'error 7']);
  });

  it('shows no toast for a drop shorter than 2 s', () => {
    const { connection, notices } = connect();
    connection.enableConnectionNotices();
    connection.start();
    FakeSocket.last().subscribed();
    FakeSocket.last().fail();
    vi.advanceTimersByTime(1000);
    FakeSocket.last().subscribed();
    vi.advanceTimersByTime(10_000);
    expect(notices).toEqual([]);
  });

  it('shows Connection Lost then Connection Restored for a 3 s drop', () => {
    const { connection, notices } = connect();
    connection.enableConnectionNotices();
    connection.start();
    FakeSocket.last().subscribed();
    FakeSocket.last().fail();
    vi.advanceTimersByTime(1000); // retry 1 opens, fails again
    FakeSocket.last().fail();
    vi.advanceTimersByTime(999);
    expect(notices).toEqual([]);
    vi.advanceTimersByTime(1); // down for 2 s
    expect(notices).toEqual(['lost']);
    vi.advanceTimersByTime(1000); // 3 s after the drop: retry 2 opens and subscribes
    FakeSocket.last().subscribed();
    vi.advanceTimersByTime(1999);
    expect(notices).toEqual(['lost']);
    vi.advanceTimersByTime(1);
    expect(notices).toEqual(['lost', 'restored']);
  });

  it('shows no connection toasts unless a consumer opted in', () => {
    const { connection, notices } = connect();
    const optOut = connection.enableConnectionNotices();
    optOut();
    connection.start();
    FakeSocket.last().subscribed();
    FakeSocket.last().fail();
    vi.advanceTimersByTime(5000);
    expect(notices).toEqual([]);
  });

  it('invalidates the table key (and extras) on a change and tells listeners', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { connection } = connect({ queryClient, channel: 'admin', getToken: () => 't' });
    const seen: string[] = [];
    connection.onChange((change) => seen.push(`${change.table}:${change.op}`));
    connection.start();
    FakeSocket.last().subscribed('admin');
    FakeSocket.last().receive({
      type: 'change',
      channel: 'admin',
      table: 'clients',
      op: 'UPDATE',
      id: 7,
      at: new Date().toISOString(),
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['clients'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin-stats'] });
    expect(seen).toEqual(['clients:UPDATE']);
    expect(connection.getState().lastUpdateAt).toBe(Date.now());
  });

  it('rates quality from the updates of the last minute', () => {
    const { connection } = connect();
    connection.start();
    FakeSocket.last().subscribed();
    for (let i = 0; i < 11; i++) {
      FakeSocket.last().receive({
        type: 'change',
        channel: 'public',
        table: 'packages',
        op: 'UPDATE',
        id: i,
        at: '',
      });
    }
    expect(connection.getState().quality).toBe('excellent');
    vi.advanceTimersByTime(61_000);
    expect(connection.getState().quality).toBe('good');
  });

  it('stop() closes the socket and retries no more', () => {
    const { connection } = connect();
    connection.start();
    const socket = FakeSocket.last();
    connection.stop();
    expect(socket.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(connection.getState().status).toBe('disconnected');
  });
});

describe('realtime protocol', () => {
  it('builds the socket URL from the page location', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'example.co.za' })).toBe(
      'wss://example.co.za/api/realtime',
    );
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/realtime',
    );
  });

  it('invalidates [table] first, plus extras', () => {
    expect(invalidationKeys('homepage_content')).toEqual([['homepage_content']]);
    expect(invalidationKeys('system_incidents')).toEqual([
      ['system_incidents'],
      ['system_status'],
      ['admin-stats'],
    ]);
    // The content editors' tables refresh their screens, not the statistics.
    expect(invalidationKeys('message_templates')).toEqual([['message_templates']]);
    expect(invalidationKeys('admin_users')).toEqual([['admin_users']]);
  });
});
