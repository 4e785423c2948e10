import { useQueryClient } from '@tanstack/react-query';
import { createContext, createElement, useEffect, useState, type ReactNode } from 'react';
import type { WebSocketLike } from './realtime';

/**
 * The realtime provider, apart from the realtime service: it only holds what the service needs,
 * and the service (lib/realtime.ts, through lib/use-realtime.ts) is created by the first
 * `useRealtime`. So the service's code loads with the first screen that uses it, not with the app.
 */

export interface RealtimeHolder {
  queryClient: ReturnType<typeof useQueryClient>;
  createSocket: ((url: string) => WebSocketLike) | undefined;
  /** Created on first use by lib/use-realtime.ts. */
  registry: { stopAll(): void } | null;
}

export const RealtimeContext = createContext<RealtimeHolder | null>(null);

export interface RealtimeProviderProps {
  children: ReactNode;
  /** Tests pass a fake WebSocket factory. */
  createSocket?: (url: string) => WebSocketLike;
}

export function RealtimeProvider({ children, createSocket }: RealtimeProviderProps) {
  const queryClient = useQueryClient();
  const [holder] = useState<RealtimeHolder>(() => ({ queryClient, createSocket, registry: null }));
  useEffect(() => () => holder.registry?.stopAll(), [holder]);
  return createElement(RealtimeContext.Provider, { value: holder }, children);
}
