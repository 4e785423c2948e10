import type { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { RealtimeChangeMessage, RealtimeChannel } from '@shared/contracts/realtime';
import { RealtimeConnection, type RealtimeState, type WebSocketLike } from './realtime';
import { RealtimeContext } from './realtime-context';
import { showConnectionNotice } from './realtime-toasts';

export { RealtimeProvider, type RealtimeProviderProps } from './realtime-context';

/**
 * React binding of the one realtime service. The provider keeps at most one connection per channel,
 * shared by every component that uses it; the socket opens when the first user mounts and closes
 * when the last one unmounts.
 */

type TokenGetter = () => string | null | undefined;

class RealtimeRegistry {
  private readonly connections = new Map<RealtimeChannel, RealtimeConnection>();
  private readonly users = new Map<RealtimeChannel, number>();
  private readonly tokenGetters = new Map<RealtimeChannel, TokenGetter>();

  constructor(
    private readonly queryClient: ReturnType<typeof useQueryClient>,
    private readonly createSocket: ((url: string) => WebSocketLike) | undefined,
  ) {}

  connection(channel: RealtimeChannel): RealtimeConnection {
    let connection = this.connections.get(channel);
    if (!connection) {
      connection = new RealtimeConnection({
        channel,
        queryClient: this.queryClient,
        getToken: () => this.tokenGetters.get(channel)?.(),
        notify: showConnectionNotice,
        ...(this.createSocket ? { createSocket: this.createSocket } : {}),
      });
      this.connections.set(channel, connection);
    }
    return connection;
  }

  setTokenGetter(channel: RealtimeChannel, getToken: TokenGetter | undefined): void {
    if (getToken) this.tokenGetters.set(channel, getToken);
    else this.tokenGetters.delete(channel);
  }

  acquire(channel: RealtimeChannel): () => void {
    const count = (this.users.get(channel) ?? 0) + 1;
    this.users.set(channel, count);
    if (count === 1) this.connection(channel).start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.users.get(channel) ?? 1) - 1;
      this.users.set(channel, left);
      if (left === 0) this.connection(channel).stop();
    };
  }

  stopAll(): void {
    for (const connection of this.connections.values()) connection.stop();
    this.users.clear();
  }
}

export interface UseRealtimeOptions {
  channel: RealtimeChannel;
  /** The session token (admin or client channel). Read at each (re)connect. */
  getToken?: TokenGetter;
  /** Show 'Connection Lost' / 'Connection Restored' toasts (the admin dashboard does; the public site does not). */
  connectionToasts?: boolean;
  /** Called for each change, after the matching queries were invalidated. */
  onChange?: (change: RealtimeChangeMessage) => void;
  /** False keeps this component from opening the connection (e.g. no admin session yet). */
  enabled?: boolean;
}

export interface UseRealtimeResult extends RealtimeState {
  reconnect: () => void;
}

export function useRealtime({
  channel,
  getToken,
  connectionToasts = false,
  onChange,
  enabled = true,
}: UseRealtimeOptions): UseRealtimeResult {
  const holder = useContext(RealtimeContext);
  if (!holder) throw new Error('useRealtime needs a <RealtimeProvider> above it');
  holder.registry ??= new RealtimeRegistry(holder.queryClient, holder.createSocket);
  const registry = holder.registry as RealtimeRegistry;
  const connection = registry.connection(channel);
  const state = useSyncExternalStore(
    connection.subscribe,
    connection.getState,
    connection.getState,
  );

  const onChangeRef = useRef(onChange);
  const getTokenRef = useRef(getToken);
  useEffect(() => {
    onChangeRef.current = onChange;
    getTokenRef.current = getToken;
  });

  useEffect(() => {
    if (!getTokenRef.current) return;
    registry.setTokenGetter(channel, () => getTokenRef.current?.());
    return () => registry.setTokenGetter(channel, undefined);
  }, [registry, channel]);

  useEffect(() => {
    if (!enabled) return;
    return registry.acquire(channel);
  }, [registry, channel, enabled]);

  useEffect(() => {
    if (!enabled || !connectionToasts) return;
    return connection.enableConnectionNotices();
  }, [connection, enabled, connectionToasts]);

  useEffect(() => connection.onChange((change) => onChangeRef.current?.(change)), [connection]);

  return { ...state, reconnect: () => connection.reconnect() };
}
