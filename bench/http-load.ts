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
  /** req/s of the bare route measured just before, at the same connection count. */
  ceilingReqPerSec: number;
}

function figures(result: autocannon.Result): LoadFigures {
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok: result['2xx'],
    // autocannon counts a timeout in `errors` as well as in `timeouts`.
    errors: result.errors + result.non2xx,
    errorKinds: errorKinds(result),
  };
}

function errorKinds(result: autocannon.Result): string {
  const kinds = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status} x${count ?? 0}`);
  if (result.timeouts > 0) kinds.push(`timeout x${result.timeouts}`);
  const socketErrors = result.errors - result.timeouts;
  if (socketErrors > 0) kinds.push(`socket error x${socketErrors}`);
  return kinds.join(', ');
}

/** GETs of one URL, `connections` at a time, for `seconds`. */
export async function loadGet(
  url: string,
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  return figures(await autocannon({ url, connections, duration: seconds }));
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
  const result = await autocannon({
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
  });
  return figures(result);
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
