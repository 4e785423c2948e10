import {
  judgeStreamTest,
  type StreamTestFigures,
  type StreamTestResult,
} from '@shared/rules/stream-test';

/**
 * The stream test's measurement engine (DESIGN.md section 9.2), plain TypeScript so tests drive it
 * with a fake fetch and fake timers. It measures against our own server:
 *
 * - download: 6 parallel streams started 300 ms apart, bytes counted as they arrive, the first 1.5 s
 *   discarded as TCP ramp-up, every URL cache-busted (the payload is incompressible and no-store);
 *   it stops after 8 s or 40 MB, whichever comes first (visitors on mobile bundles pay per megabyte);
 * - latency: the minimum of 10 sequential pings after one warm-up;
 * - jitter: the mean difference between successive pings (10 more after the latency ones);
 * - packet loss: 20 probes, 50 ms apart, each lost when it has no answer within 1 s.
 *
 * Progress ends each phase at 25, 50, 75 and 100 percent (SPEC.md section 4). The whole test takes
 * at most about 16 s.
 */

export type StreamTestPhase = 'download' | 'latency' | 'jitter' | 'packetLoss';

export const phaseEnds: Record<StreamTestPhase, number> = {
  download: 25,
  latency: 50,
  jitter: 75,
  packetLoss: 100,
};

export const streamTestSettings = {
  baseUrl: '/api/public/stream-test',
  streams: 6,
  streamStaggerMs: 300,
  rampUpMs: 1500,
  downloadMaxMs: 8000,
  /** Shown on screen: 'Uses up to 40 MB of data'. */
  maxTotalBytes: 40 * 1024 * 1024,
  requestBytes: 4 * 1024 * 1024,
  pings: 10,
  jitterPings: 10,
  pingTimeoutMs: 2000,
  /** Latency and jitter each stop taking samples after this long. */
  pingPhaseMaxMs: 3000,
  probes: 20,
  probeSpacingMs: 50,
  probeTimeoutMs: 1000,
} as const;

export type StreamTestSettings = typeof streamTestSettings;

export interface StreamTestProgress {
  phase: StreamTestPhase;
  /** 0-100 */
  percent: number;
}

export interface RunStreamTestOptions {
  fetch?: typeof fetch;
  /** Milliseconds from any origin; performance.now by default. */
  now?: () => number;
  onProgress?: (progress: StreamTestProgress) => void;
  signal?: AbortSignal;
  settings?: Partial<StreamTestSettings>;
}

export class StreamTestError extends Error {
  override readonly name = 'StreamTestError';
}

let bust = 0;
function cacheBusted(url: string): string {
  bust += 1;
  return `${url}${url.includes('?') ? '&' : '?'}r=${Date.now().toString(36)}${bust}${Math.random().toString(36).slice(2, 8)}`;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

function throwIfAborted(signal?: AbortSignal) {
  if (signal?.aborted) throw new DOMException('The stream test was stopped', 'AbortError');
}

/** Aborts when the parent does, or after `ms`. */
function timeoutSignal(
  ms: number,
  parent?: AbortSignal,
): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  const onAbort = () => controller.abort();
  parent?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      parent?.removeEventListener('abort', onAbort);
    },
  };
}

export async function runStreamTest(options: RunStreamTestOptions = {}): Promise<StreamTestResult> {
  const settings = { ...streamTestSettings, ...options.settings };
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? (() => performance.now());
  const report = (phase: StreamTestPhase, percent: number) =>
    options.onProgress?.({ phase, percent: Math.min(100, Math.max(0, percent)) });
  const { signal } = options;

  report('download', 0);
  const download = await measureDownload(settings, doFetch, now, signal, (fraction) =>
    report('download', fraction * phaseEnds.download),
  );
  report('download', phaseEnds.download);

  const ping = async (timeoutMs: number): Promise<number | null> => {
    const timeout = timeoutSignal(timeoutMs, signal);
    const started = now();
    try {
      const response = await doFetch(cacheBusted(`${settings.baseUrl}/ping`), {
        cache: 'no-store',
        signal: timeout.signal,
      });
      // Read the (empty) body so the connection is free for the next request.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) return null;
      return now() - started;
    } catch {
      throwIfAborted(signal);
      return null;
    } finally {
      timeout.done();
    }
  };

  const samplePings = async (count: number, from: number, to: number): Promise<number[]> => {
    const samples: number[] = [];
    const started = now();
    for (let i = 0; i < count; i += 1) {
      const rtt = await ping(settings.pingTimeoutMs);
      throwIfAborted(signal);
      if (rtt !== null) samples.push(rtt);
      report(phaseOf(to), from + ((to - from) * (i + 1)) / count);
      if (now() - started > settings.pingPhaseMaxMs && samples.length >= 2) break;
    }
    return samples;
  };

  // Latency: one warm-up (opens the connection), then the minimum of the sequential pings.
  await ping(settings.pingTimeoutMs);
  throwIfAborted(signal);
  const latencySamples = await samplePings(settings.pings, phaseEnds.download, phaseEnds.latency);
  if (latencySamples.length === 0) throw new StreamTestError('No answer to any ping');
  const latency = Math.min(...latencySamples);

  // Jitter: mean absolute difference between successive pings, over all samples in order.
  const jitterSamples = await samplePings(
    settings.jitterPings,
    phaseEnds.latency,
    phaseEnds.jitter,
  );
  const all = [...latencySamples, ...jitterSamples];
  let jitterSum = 0;
  for (let i = 1; i < all.length; i += 1) jitterSum += Math.abs(all[i]! - all[i - 1]!);
  const jitter = all.length > 1 ? jitterSum / (all.length - 1) : 0;

  // Packet loss: probes that get no answer within their timeout.
  let answered = 0;
  let finished = 0;
  const probes: Promise<void>[] = [];
  for (let i = 0; i < settings.probes; i += 1) {
    probes.push(
      ping(settings.probeTimeoutMs).then((rtt) => {
        if (rtt !== null) answered += 1;
        finished += 1;
        report(
          'packetLoss',
          phaseEnds.jitter +
            ((phaseEnds.packetLoss - phaseEnds.jitter) * finished) / settings.probes,
        );
      }),
    );
    if (i < settings.probes - 1) await sleep(settings.probeSpacingMs, signal);
    throwIfAborted(signal);
  }
  await Promise.all(probes);
  throwIfAborted(signal);
  const packetLoss = ((settings.probes - answered) / settings.probes) * 100;

  const figures: StreamTestFigures = {
    download: round(download, 1),
    ping: round(latency, 0),
    jitter: round(jitter, 1),
    packetLoss: round(packetLoss, 1),
  };
  report('packetLoss', phaseEnds.packetLoss);
  return judgeStreamTest(figures);
}

function phaseOf(end: number): StreamTestPhase {
  return end <= phaseEnds.latency ? 'latency' : 'jitter';
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Mbps over the download window after the ramp-up. */
async function measureDownload(
  settings: StreamTestSettings,
  doFetch: typeof fetch,
  now: () => number,
  signal: AbortSignal | undefined,
  onFraction: (fraction: number) => void,
): Promise<number> {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });

  const started = now();
  let received = 0;
  let reserved = 0;
  let stopped = false;
  let failures = 0;
  let fatal: unknown = null;
  let rampBytes: number | null = null;
  let rampAt = started;
  let lastReport = -Infinity;
  let finishedAt = started;

  let stopTimer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    finishedAt = now();
    clearTimeout(stopTimer);
    controller.abort();
  };
  const stoppedPromise = new Promise<void>((resolve) => {
    stopTimer = setTimeout(() => {
      stop();
      resolve();
    }, settings.downloadMaxMs);
    controller.signal.addEventListener('abort', () => resolve(), { once: true });
  });

  const count = (bytes: number) => {
    const at = now();
    if (rampBytes === null && at - started >= settings.rampUpMs) {
      rampBytes = received;
      rampAt = at;
    }
    received += bytes;
    if (at - lastReport >= 100) {
      lastReport = at;
      onFraction(
        Math.min(
          1,
          Math.max((at - started) / settings.downloadMaxMs, received / settings.maxTotalBytes),
        ),
      );
    }
    if (received >= settings.maxTotalBytes) stop();
  };

  const stream = async (delayMs: number) => {
    if (delayMs > 0) await sleep(delayMs, controller.signal);
    while (!stopped) {
      const bytes = Math.min(settings.requestBytes, settings.maxTotalBytes - reserved);
      // The data cap is spoken for: fewer streams from here on would understate the speed.
      if (bytes <= 0) {
        stop();
        return;
      }
      reserved += bytes;
      let got = 0;
      try {
        const response = await doFetch(cacheBusted(`${settings.baseUrl}/download?bytes=${bytes}`), {
          cache: 'no-store',
          signal: controller.signal,
        });
        if (!response.ok) throw new StreamTestError(`Download answered ${response.status}`);
        if (response.body) {
          const reader = response.body.getReader();
          try {
            for (;;) {
              const { done, value } = await reader.read();
              if (done) break;
              got += value.byteLength;
              count(value.byteLength);
            }
          } finally {
            reader.releaseLock();
          }
        } else {
          const buffer = await response.arrayBuffer();
          got = buffer.byteLength;
          count(got);
        }
      } catch (error) {
        if (stopped || controller.signal.aborted) return;
        failures += 1;
        if (failures >= settings.streams * 2) {
          fatal = error;
          stop();
        }
      } finally {
        // Bytes asked for but never received may be asked for again.
        reserved -= bytes - got;
      }
    }
  };

  try {
    const streams = Array.from({ length: settings.streams }, (_, i) =>
      stream(i * settings.streamStaggerMs),
    );
    // Every stream ends when stopped (time or data cap), or when the data cap is reserved and read.
    await Promise.race([Promise.all(streams).then(stop), stoppedPromise]);
    await Promise.all(streams);
    throwIfAborted(signal);
  } finally {
    stop();
    signal?.removeEventListener('abort', onAbort);
  }

  if (received === 0) {
    throw fatal instanceof Error ? fatal : new StreamTestError('No data received');
  }
  // After the ramp-up when there was one; a link so fast that the cap came first counts it all.
  const windowMs = rampBytes === null ? finishedAt - started : finishedAt - rampAt;
  const bytes = rampBytes === null ? received : received - rampBytes;
  if (windowMs <= 0 || bytes <= 0) return (received * 8) / Math.max(1, finishedAt - started) / 1000;
  return (bytes * 8) / windowMs / 1000;
}
