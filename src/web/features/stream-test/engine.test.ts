import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runStreamTest, streamTestSettings, type StreamTestProgress } from './engine';

/**
 * A fake server on a fake clock: each download stream delivers 10 000 bytes every 10 ms (1 MB/s,
 * 8 Mbps per stream); pings answer after the given delays; chosen probes never answer.
 */
function fakeServer(options: {
  bytesPerTick?: number;
  pingDelays?: (index: number) => number;
  lostPings?: Set<number>;
  downloadStatus?: number;
}) {
  const bytesPerTick = options.bytesPerTick ?? 10_000;
  const requested: number[] = [];
  const urls: string[] = [];
  let pings = 0;
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    urls.push(url);
    const signal = init?.signal ?? undefined;
    if (url.includes('/download?')) {
      if (options.downloadStatus) {
        return Promise.resolve(new Response('{}', { status: options.downloadStatus }));
      }
      const bytes = Number(new URL(url, 'http://x').searchParams.get('bytes'));
      requested.push(bytes);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await new Promise((r) => setTimeout(r, 10));
          if (signal?.aborted) {
            controller.error(new DOMException('aborted', 'AbortError'));
            return;
          }
          const size = Math.min(bytesPerTick, bytes - sent);
          sent += size;
          controller.enqueue(new Uint8Array(size));
          if (sent >= bytes) controller.close();
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    }
    const index = pings;
    pings += 1;
    return new Promise((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      if (options.lostPings?.has(index)) return;
      setTimeout(
        () => resolve(new Response(null, { status: 204 })),
        options.pingDelays?.(index) ?? 20,
      );
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requested, urls };
}

async function run(server: ReturnType<typeof fakeServer>) {
  const progress: StreamTestProgress[] = [];
  const started = Date.now();
  let settled = false;
  const promise = runStreamTest({
    fetch: server.fetch,
    now: () => Date.now(),
    onProgress: (p) => progress.push(p),
  }).finally(() => {
    settled = true;
  });
  promise.catch(() => undefined);
  while (!settled) await vi.advanceTimersByTimeAsync(10);
  return { promise, progress, elapsedMs: Date.now() - started };
}

// Warm-up, then 10 latency pings and 10 jitter pings alternating 20 ms and 30 ms.
const alternating = (index: number) => (index === 0 ? 100 : index % 2 === 1 ? 20 : 30);
const firstProbe = 1 + streamTestSettings.pings + streamTestSettings.jitterPings;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('runStreamTest', () => {
  it('measures download after the ramp-up, ping, jitter and loss, within 20 s', async () => {
    const server = fakeServer({ pingDelays: alternating });
    const { promise, elapsedMs } = await run(server);
    const result = await promise;
    // 6 streams x 1 MB/s once all have started = 48 Mbps.
    expect(result.download).toBeGreaterThan(47);
    expect(result.download).toBeLessThan(49);
    expect(result.ping).toBe(20);
    expect(result.jitter).toBe(10);
    expect(result.packetLoss).toBe(0);
    expect(result.iptvReadiness).toBe('excellent');
    expect(result.recommendedQuality).toBe('4K Ultra HD');
    expect(elapsedMs).toBeLessThanOrEqual(20_000);
  });

  it('starts 6 streams 300 ms apart, busts caches and never asks for more than 40 MB', async () => {
    const server = fakeServer({ bytesPerTick: 200_000 });
    const { promise, elapsedMs } = await run(server);
    await promise;
    const total = server.requested.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(40 * 1024 * 1024);
    expect(new Set(server.urls).size).toBe(server.urls.length);
    // 20 MB/s per stream: the data cap ends the download long before 8 s.
    expect(elapsedMs).toBeLessThan(8000);
  });

  it('reports progress ending each phase at 25, 50, 75 and 100', async () => {
    const { promise, progress } = await run(fakeServer({}));
    await promise;
    const lastOf = (phase: StreamTestProgress['phase']) =>
      progress.filter((p) => p.phase === phase).at(-1)?.percent;
    expect(lastOf('download')).toBe(25);
    expect(lastOf('latency')).toBe(50);
    expect(lastOf('jitter')).toBe(75);
    expect(lastOf('packetLoss')).toBe(100);
    const percents = progress.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(progress.map((p) => p.phase).filter((p, i, all) => p !== all[i - 1])).toEqual([
      'download',
      'latency',
      'jitter',
      'packetLoss',
    ]);
  });

  it('counts probes without an answer within 1 s as lost packets', async () => {
    const server = fakeServer({ lostPings: new Set([firstProbe + 3, firstProbe + 7]) });
    const { promise, elapsedMs } = await run(server);
    const result = await promise;
    expect(result.packetLoss).toBe(10);
    expect(result.iptvReadiness).toBe('poor');
    expect(elapsedMs).toBeLessThanOrEqual(20_000);
  });

  it('fails when the download cannot be measured', async () => {
    const { promise } = await run(fakeServer({ downloadStatus: 500 }));
    await expect(promise).rejects.toThrow();
  });
});
