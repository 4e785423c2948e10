/** Realtime connection rules of SPEC.md sections 4 and 9. Pure, shared by the browser hook and tests. */

export const realtimeRetry = { initialDelayMs: 1000, maxDelayMs: 30_000, maxRetries: 5 } as const;

/** Delay before retry number `attempt` (1-based): 1 s doubled per try, capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  const delay = realtimeRetry.initialDelayMs * 2 ** Math.max(0, attempt - 1);
  return Math.min(delay, realtimeRetry.maxDelayMs);
}

export type ConnectionQuality = 'disconnected' | 'poor' | 'good' | 'excellent';

/**
 * Excellent above 10 updates per minute, good above 5, otherwise good while connected.
 * 'poor' is what a connection is while it is retrying after an error.
 */
export function connectionQuality(input: {
  connected: boolean;
  retrying: boolean;
  updatesPerMinute: number;
}): ConnectionQuality {
  if (!input.connected) return input.retrying ? 'poor' : 'disconnected';
  if (input.updatesPerMinute > 10) return 'excellent';
  return 'good';
}

export const maxKeptConnectionErrors = 5;
export const connectionToastDebounceMs = 2000;
export const dataUpdatedToastMs = 2000;
