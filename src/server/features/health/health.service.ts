import type { HealthResponse } from '@shared/contracts/health';
import type { Database } from '../../db/client';

export async function checkHealth(
  database: Database,
  info: { version: string; startedAt: number; now?: number },
): Promise<HealthResponse> {
  let latencyMs: number | null = null;
  try {
    latencyMs = await database.ping();
  } catch {
    latencyMs = null;
  }
  const reachable = latencyMs !== null;
  return {
    status: reachable ? 'ok' : 'degraded',
    version: info.version,
    uptimeSeconds: Math.round(((info.now ?? Date.now()) - info.startedAt) / 1000),
    database: { reachable, driver: database.driver, latencyMs },
  };
}
