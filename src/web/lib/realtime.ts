import type { QueryClient } from '@tanstack/react-query';
import type {
  RealtimeChangeMessage,
  RealtimeChannel,
  RealtimeClientMessage,
} from '@shared/contracts/realtime';
import {
  connectionQuality,
  maxKeptConnectionErrors,
  realtimeRetry,
  retryDelayMs,
  type ConnectionQuality,
} from '@shared/rules/realtime';
import { ConnectionNotices, type ConnectionNotice } from './realtime-notices';
import { invalidationKeys, parseServerMessage, realtimeUrl } from './realtime-protocol';

export type { ConnectionNotice };

/**
 * The one realtime service (SPEC.md section 4, DESIGN.md section 4), framework-free so it can be
 * driven by a fake WebSocket and fake timers. React binds to it through lib/use-realtime.ts.
 *
 * - 'subscribed' from the server means connected; a successful subscribe resets the retry count.
 * - A socket error, a close, a server error before subscribing, or no 'subscribed' within 10 s is a
 *   failure: retry after 1 s, 2 s, 4 s, 8 s, 16 s (capped at 30 s), at most 5 retries, then stay
 *   disconnected until `reconnect()`.
 * - Only the last 5 errors are kept. Quality comes from the updates of the last minute.
 * - Connection toasts are debounced 2 s: the 'lost' or 'restored' notice fires only when the new
 *   state has lasted 2 s, so a short flap shows nothing. They fire only while a consumer opted in.
 * - A change invalidates the TanStack Query keys of its table (see realtime-protocol.ts).
 */

export type RealtimeStatus = 'connecting' | 'connected' | 'disconnected';

export interface RealtimeErrorEntry {
  message: string;
  /** Epoch milliseconds. */
  at: number;
}

export interface RealtimeState {
  status: RealtimeStatus;
  quality: ConnectionQuality;
  errors: readonly RealtimeErrorEntry[];
  /** Epoch milliseconds of the last change received, or null. */
  lastUpdateAt: number | null;
  /** Retries used since the last successful subscribe. */
  retryCount: number;
}

/** The part of the browser WebSocket the service uses (a fake in tests). */
export interface WebSocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
}

export interface RealtimeConnectionOptions {
  channel: RealtimeChannel;
  /** The session token, read at each (re)connect. Needed for the admin and client channels. */
  getToken?: () => string | null | undefined;
  queryClient?: Pick<QueryClient, 'invalidateQueries'>;
  createSocket?: (url: string) => WebSocketLike;
  url?: string;
  /** Shows a connection toast; called only while some consumer enabled connection toasts. */
  notify?: (notice: ConnectionNotice) => void;
  subscribeTimeoutMs?: number;
}

export const subscribeTimeoutMs = 10_000;
const updateWindowMs = 60_000;

type Timer = ReturnType<typeof setTimeout>;

export class RealtimeConnection {
  readonly channel: RealtimeChannel;
  private readonly options: RealtimeConnectionOptions;
  private socket: WebSocketLike | null = null;
  private running = false;
  private status: RealtimeStatus = 'disconnected';
  private retries = 0;
  private errors: RealtimeErrorEntry[] = [];
  private updates: number[] = [];
  private lastUpdateAt: number | null = null;
  private retryTimer: Timer | null = null;
  private subscribeTimer: Timer | null = null;
  private qualityTimer: Timer | null = null;
  private readonly notices: ConnectionNotices;
  private state: RealtimeState;
  private readonly stateListeners = new Set<() => void>();
  private readonly changeListeners = new Set<(change: RealtimeChangeMessage) => void>();

  constructor(options: RealtimeConnectionOptions) {
    this.options = options;
    this.channel = options.channel;
    this.notices = new ConnectionNotices(options.notify);
    this.state = this.computeState();
  }

  getState = (): RealtimeState => this.state;

  /** For useSyncExternalStore: called whenever the state changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  onChange(listener: (change: RealtimeChangeMessage) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Opt in to connection toasts; returns the opt-out. */
  enableConnectionNotices(): () => void {
    return this.notices.enable();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.retries = 0;
    this.open();
  }

  /** Starts over with a fresh retry budget (after the retries ran out, or on demand). */
  reconnect(): void {
    this.running = true;
    this.retries = 0;
    this.dropSocket();
    this.open();
  }

  stop(): void {
    this.running = false;
    this.dropSocket();
    this.clearTimer('retryTimer');
    this.clearTimer('qualityTimer');
    this.notices.reset();
    this.status = 'disconnected';
    this.emit();
  }

  private open(): void {
    this.clearTimer('retryTimer');
    this.status = 'connecting';
    this.emit();
    let socket: WebSocketLike;
    try {
      const create = this.options.createSocket ?? ((url: string) => new WebSocket(url));
      socket = create(this.options.url ?? realtimeUrl());
    } catch (error) {
      this.fail(error instanceof Error ? error.message : 'Could not open the realtime connection');
      return;
    }
    this.socket = socket;
    const current = () => this.socket === socket;
    socket.onopen = () => {
      if (current()) this.sendSubscribe(socket);
    };
    socket.onmessage = (event) => {
      if (current()) this.handleMessage(event.data);
    };
    socket.onerror = () => {
      if (current()) this.fail('Realtime connection error');
    };
    socket.onclose = (event) => {
      if (current()) this.fail(`Realtime connection closed (code ${event.code})`);
    };
    this.subscribeTimer = setTimeout(() => {
      this.subscribeTimer = null;
      if (current()) this.fail('Realtime subscription timed out');
    }, this.options.subscribeTimeoutMs ?? subscribeTimeoutMs);
  }

  private sendSubscribe(socket: WebSocketLike): void {
    let message: RealtimeClientMessage;
    if (this.channel === 'admin' || this.channel === 'client') {
      const token = this.options.getToken?.();
      if (!token) {
        this.fail(`No ${this.channel} session for the realtime connection`);
        return;
      }
      message = { type: 'subscribe', channel: this.channel, token };
    } else {
      message = { type: 'subscribe', channel: 'public' };
    }
    socket.send(JSON.stringify(message));
  }

  private handleMessage(raw: unknown): void {
    const message = parseServerMessage(raw);
    if (!message) return;
    if (message.type === 'subscribed') {
      if (message.channel !== this.channel) return;
      this.clearTimer('subscribeTimer');
      this.retries = 0;
      this.status = 'connected';
      this.notices.update(this.status === 'connected');
      this.emit();
    } else if (message.type === 'change') {
      this.handleChange(message);
    } else if (this.status === 'connected') {
      this.recordError(message.message);
      this.emit();
    } else {
      this.fail(message.message);
    }
  }

  private handleChange(change: RealtimeChangeMessage): void {
    const now = Date.now();
    this.updates.push(now);
    this.lastUpdateAt = now;
    for (const queryKey of invalidationKeys(change.table)) {
      void this.options.queryClient?.invalidateQueries({ queryKey });
    }
    for (const listener of this.changeListeners) listener(change);
    this.emit();
    this.scheduleQualityRefresh();
  }

  private fail(message: string): void {
    this.recordError(message);
    this.dropSocket();
    if (!this.running) {
      this.emit();
      return;
    }
    if (this.retries < realtimeRetry.maxRetries) {
      this.retries += 1;
      this.status = 'connecting';
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        this.open();
      }, retryDelayMs(this.retries));
    } else {
      this.status = 'disconnected';
    }
    this.notices.update(false);
    this.emit();
  }

  private recordError(message: string): void {
    this.errors = [...this.errors, { message, at: Date.now() }].slice(-maxKeptConnectionErrors);
  }

  private dropSocket(): void {
    this.clearTimer('subscribeTimer');
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    socket.onopen = socket.onmessage = socket.onerror = null;
    socket.onclose = null;
    try {
      socket.close();
    } catch {
      // Closing a socket that never opened may throw in some browsers; it is gone either way.
    }
  }

  private scheduleQualityRefresh(): void {
    if (this.qualityTimer) return;
    const oldest = this.updates[0];
    if (oldest === undefined) return;
    this.qualityTimer = setTimeout(
      () => {
        this.qualityTimer = null;
        this.emit();
        this.scheduleQualityRefresh();
      },
      Math.max(0, oldest + updateWindowMs - Date.now()) + 1,
    );
  }

  private clearTimer(name: 'retryTimer' | 'subscribeTimer' | 'qualityTimer'): void {
    const timer = this[name];
    if (timer !== null) clearTimeout(timer);
    this[name] = null;
  }

  private computeState(): RealtimeState {
    const since = Date.now() - updateWindowMs;
    this.updates = this.updates.filter((at) => at > since);
    return {
      status: this.status,
      quality: connectionQuality({
        connected: this.status === 'connected',
        retrying: this.status === 'connecting' && this.retries > 0,
        updatesPerMinute: this.updates.length,
      }),
      errors: this.errors,
      lastUpdateAt: this.lastUpdateAt,
      retryCount: this.retries,
    };
  }

  private emit(): void {
    const next = this.computeState();
    const prev = this.state;
    if (
      prev.status === next.status &&
      prev.quality === next.quality &&
      prev.errors === next.errors &&
      prev.lastUpdateAt === next.lastUpdateAt &&
      prev.retryCount === next.retryCount
    ) {
      return;
    }
    this.state = next;
    for (const listener of this.stateListeners) listener();
  }
}
