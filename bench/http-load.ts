import autocannon from 'autocannon';
import { startNodeProcess, type ServerProcess } from './server-process';

export interface LoadFigures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers with a 2xx status: for writes, the orders the server says it stored. */
  ok: number;
  /** Socket errors, timeouts and non-2xx answers. */
  errors: number;
  /** What the errors were, e.g. '429 x12, timeout x3'; empty when there were none. */
  errorKinds: string;
}

export interface LoadRow extends LoadFigures {
  database: string;
  endpoint: string;
  connections: number;
  /** req/s of the bare route measured beside it (alternating slices), at the same connection count. */
  ceilingReqPerSec: number;
}

/** One autocannon run; every answer's time (ms) is added to `latenciesMs` as it comes. */
function runAutocannon(
  options: autocannon.Options,
  latenciesMs: number[],
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error as Error) : resolve(result),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latenciesMs.push(ms));
  });
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return Math.round(value * 10) / 10;
}

/** The figures of one load measured in one or more runs, taken together as if one run. */
function figures(results: autocannon.Result[], latenciesMs: number[]): LoadFigures {
  const sum = (of: (r: autocannon.Result) => number) => results.reduce((n, r) => n + of(r), 0);
  const sorted = Float64Array.from(latenciesMs).sort();
  return {
    reqPerSec: Math.round(sum((r) => r.requests.total) / sum((r) => r.duration)),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    ok: sum((r) => r['2xx']),
    // autocannon counts a timeout in `errors` as well as in `timeouts`.
    errors: sum((r) => r.errors + r.non2xx),
    errorKinds: errorKinds(results),
  };
}

function errorKinds(results: autocannon.Result[]): string {
  const counts = new Map<string, number>();
  const add = (kind: string, n: number) => {
    if (n > 0) counts.set(kind, (counts.get(kind) ?? 0) + n);
  };
  for (const result of results) {
    for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) {
      if (!status.startsWith('2')) add(status, count ?? 0);
    }
    add('timeout', result.timeouts);
    add('socket error', result.errors - result.timeouts);
  }
  return [...counts].map(([kind, n]) => `${kind} x${n}`).join(', ');
}

/**
 * GETs of `url` beside GETs of the bare route, `connections` at a time, `seconds` each, taken in
 * `slices` alternating runs (ceiling, read, ceiling, read, ...). On a shared machine the ceiling
 * drifts by a quarter within a minute; alternating makes that drift weigh on both sides alike.
 */
export async function loadGetBesideCeiling(
  ceilingUrl: string,
  url: string,
  connections: number,
  seconds: number,
  slices: number,
): Promise<{ ceiling: LoadFigures; read: LoadFigures }> {
  const duration = seconds / slices;
  const ceiling = { results: [] as autocannon.Result[], latenciesMs: [] as number[] };
  const read = { results: [] as autocannon.Result[], latenciesMs: [] as number[] };
  for (let slice = 0; slice < slices; slice++) {
    for (const [side, target] of [
      [ceiling, ceilingUrl],
      [read, url],
    ] as const) {
      side.results.push(
        await runAutocannon({ url: target, connections, duration }, side.latenciesMs),
      );
    }
  }
  return {
    ceiling: figures(ceiling.results, ceiling.latenciesMs),
    read: figures(read.results, read.latenciesMs),
  };
}

/** Marks the bench's orders, so they can be counted apart from the demo leads. */
export const benchEmailDomain = 'bench.example.com';

let orderCount = 0;

/**
 * Order bodies as the 'Get Instant Access' form sends them. Each has its own name, email, phone and
 * Idempotency-Key, so every request is a new order rather than a replay of an earlier one.
 */
export function nextOrder(packageId: string): { body: string; idempotencyKey: string } {
  orderCount += 1;
  const n = orderCount;
  const platforms = ['fibre', 'wireless', '5g', 'lte'] as const;
  const devices = ['android', 'firestick', 'smart-tv-samsung', 'apple-tv', 'pc'] as const;
  return {
    idempotencyKey: `bench-order-${process.pid}-${n}`,
    body: JSON.stringify({
      name: `Bench Client ${n}`,
      email: `client${n}.${process.pid}@${benchEmailDomain}`,
      whatsapp: `082${String(1_000_000 + (n % 9_000_000)).padStart(7, '0')}`,
      package: packageId,
      device: devices[n % devices.length],
      internetPlatform: platforms[n % platforms.length],
      internetSpeed: `${10 + (n % 90)} Mbps`,
      communicationMethod: n % 2 === 0 ? 'email' : 'whatsapp',
      formType: 'order',
    }),
  };
}

/** POST /api/public/orders with a new, valid order on every request. */
export async function loadOrders(
  baseUrl: string,
  packageId: string,
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  const latenciesMs: number[] = [];
  const options: autocannon.Options = {
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/public/orders',
        setupRequest: (request) => {
          const order = nextOrder(packageId);
          return {
            ...request,
            body: order.body,
            headers: {
              'content-type': 'application/json',
              'idempotency-key': order.idempotencyKey,
            },
          };
        },
      },
    ],
  };
  return figures([await runAutocannon(options, latenciesMs)], latenciesMs);
}

/** A package the public may order that is not a free trial (trials are limited per person). */
export async function orderablePackageId(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/public/packages`);
  const { packages } = (await res.json()) as { packages: { id: string; isFreeTrial: boolean }[] };
  const found = packages.find((p) => !p.isFreeTrial);
  if (!found) throw new Error('no orderable package in the seed');
  return found.id;
}

export const bareRoutePath = '/bare';

/** The bare Fastify route of bench/bare-server.ts, in its own process: the ceiling of the load rows. */
export function startBareServer(): Promise<ServerProcess> {
  return startNodeProcess(['--import', 'tsx', 'bench/bare-server.ts'], bareRoutePath, {});
}
