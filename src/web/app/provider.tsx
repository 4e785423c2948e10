import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/toaster';
import { seedFirstPaintData } from '@/features/site-content/api/first-paint-data';
import { createQueryClient } from '@/lib/query-client';
import type { WebSocketLike } from '@/lib/realtime';
import { RealtimeProvider } from '@/lib/realtime-context';

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (no retries) and a fake WebSocket factory. */
  queryClient?: QueryClient;
  createSocket?: (url: string) => WebSocketLike;
}

/**
 * App-wide services: queries (SPEC.md section 9 defaults), realtime and the
 * toast container (top-right, 5 visible, 4000 ms, 8px gap; its width is set in styles.css).
 */
export function AppProvider({ children, queryClient, createSocket }: AppProviderProps) {
  const [client] = useState(() => {
    if (queryClient) return queryClient;
    const created = createQueryClient();
    seedFirstPaintData(created);
    return created;
  });
  return (
    <QueryClientProvider client={client}>
      <RealtimeProvider {...(createSocket ? { createSocket } : {})}>
        {children}
        <Toaster />
      </RealtimeProvider>
    </QueryClientProvider>
  );
}
