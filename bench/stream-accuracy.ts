import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runStreamTest, streamTestSettings } from '../src/web/features/stream-test/engine';
import { startServerProcess } from './server-process';

export interface StreamAccuracyRow {
  trueMbps: number;
  measuredMbps: number;
  errorPercent: number;
}

/**
 * The browser's stream-test engine, run under Node (global fetch) against a server whose download
 * is paced to a known rate. STREAM_TEST_MAX_BPS paces each response, and the engine keeps
 * `streams` downloads open through its whole measuring window (the last starts as the ramp-up
 * ends), so the link the engine sees runs at streams x the per-response pace.
 */
export async function measureStreamAccuracy(ratesMbps: number[]): Promise<StreamAccuracyRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-stream-'));
  const rows: StreamAccuracyRow[] = [];
  try {
    for (const trueMbps of ratesMbps) {
      const perResponseBps = Math.round((trueMbps * 1e6) / 8 / streamTestSettings.streams);
      const server = await startServerProcess({
        DATA_DIR: dataDir,
        STREAM_TEST_MAX_BPS: String(perResponseBps),
      });
      try {
        // The settings type keeps its defaults' literal types; any absolute URL works here.
        const baseUrl = `${server.url}/api/public/stream-test` as typeof streamTestSettings.baseUrl;
        const result = await runStreamTest({ settings: { baseUrl } });
        const measuredMbps = result.download;
        rows.push({
          trueMbps,
          measuredMbps,
          errorPercent: Math.round(((measuredMbps - trueMbps) / trueMbps) * 1000) / 10,
        });
      } finally {
        // Node's fetch keeps the connections of downloads the engine aborted open, so a graceful
        // shutdown would wait out its 10 s limit for them; the figure is taken, so no need to wait.
        await server.stop(1000);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
