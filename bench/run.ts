// `npm run bench`: start-up, memory, HTTP reads and writes against a bare-route ceiling on PGlite
// and PostgreSQL, realtime fan-out, stream-test accuracy, web weight and Lighthouse.
// Prints figures; never fails on a time. See bench/README.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  countBenchOrdersPglite,
  countBenchOrdersPostgres,
  withPostgresDatabase,
} from './databases';
import {
  bareRoutePath,
  loadGetBesideCeiling,
  loadOrders,
  orderablePackageId,
  startBareServer,
} from './http-load';
import { runLighthouse } from './lighthouse';
import { measureRealtime } from './realtime';
import { cachedReads, printReport, type BenchResults } from './report';
import { startServerProcess } from './server-process';
import { measureStreamAccuracy } from './stream-accuracy';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
// Each read and its ceiling alternate in this many runs of seconds / slices.
const slices = Number(process.env.BENCH_SLICES ?? 5);
const connectionCounts = [50, 200];
const realtimeSockets = Number(process.env.BENCH_SOCKETS ?? 1000);
const realtimeWrites = Number(process.env.BENCH_REALTIME_WRITES ?? 50);
const streamRatesMbps = [10, 25, 50];
// /api/health asks the database on every request; the others come from the public read cache.
const readEndpoints = ['/api/health', ...cachedReads];

const results: BenchResults = {
  seconds,
  startup: [],
  memory: [],
  loads: [],
  ordersLanded: [],
  realtime: [],
  stream: [],
  lighthouse: [],
};

/**
 * autocannon stops at the end of its time with requests still queued in the server; the next row
 * starts once the server answers again, so it does not pay for the previous one's backlog.
 */
async function settle(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 500));
}

/**
 * Start-up twice (empty, then existing data), then per connection count every read, each beside a
 * bare-route ceiling row of its own taken in alternating slices, so that the machine's other work
 * weighs on both sides of the ratio alike; then the orders at each connection count; then the orders stored.
 */
async function benchDatabase(
  database: string,
  env: Record<string, string>,
  countOrders: () => Promise<number>,
): Promise<void> {
  const first = await startServerProcess(env);
  results.startup.push({ database, dataDir: 'empty (migrate + seed)', ms: first.startupMs });
  await first.stop();
  const server = await startServerProcess(env);
  results.startup.push({ database, dataDir: 'existing', ms: server.startupMs });
  const idleMb = server.rssMb();
  let created = 0;
  try {
    const packageId = await orderablePackageId(server.url);
    // Every read row first: the order rows leave the outbox a backlog of notifications that the
    // server works through for a while after, which would weigh on reads measured next.
    // Each read row beside a ceiling row of its own, the two taken in alternating slices: on a
    // shared machine the ceiling drifts by a quarter within a minute, and a ratio is only fair
    // taken at the same moments.
    for (const connections of connectionCounts) {
      for (const endpoint of readEndpoints) {
        await settle(server.url);
        const { ceiling, read } = await loadGetBesideCeiling(
          bare.url + bareRoutePath,
          server.url + endpoint,
          connections,
          seconds,
          slices,
        );
        const row = { database, connections, ceilingReqPerSec: ceiling.reqPerSec };
        results.loads.push({ ...row, endpoint: 'ceiling: bare route', ...ceiling });
        results.loads.push({ ...row, endpoint, ...read });
      }
    }
    for (const connections of connectionCounts) {
      const ceiling = results.loads.find(
        (r) => r.database === database && r.connections === connections,
      )!.ceilingReqPerSec;
      await settle(server.url);
      const orders = await loadOrders(server.url, packageId, connections, seconds);
      created += orders.ok;
      results.loads.push({
        database,
        connections,
        ceilingReqPerSec: ceiling,
        endpoint: 'POST /api/public/orders',
        ...orders,
      });
    }
    results.memory.push({ database, idleMb, afterLoadMb: server.rssMb() });
  } finally {
    await server.stop();
  }
  results.ordersLanded.push({ database, created, stored: await countOrders() });
}

/** One part failing (a server that will not start, PostgreSQL gone) leaves the others' figures. */
async function part(name: string, fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (error) {
    console.warn(`${name} did not run: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const bare = await startBareServer();
try {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  await part('PGlite load', () =>
    benchDatabase('PGlite', { DATA_DIR: dataDir }, () => countBenchOrdersPglite(dataDir)),
  );
  rmSync(dataDir, { recursive: true, force: true });
  await withPostgresDatabase(async (url) => {
    await part('PostgreSQL load', () =>
      benchDatabase('PostgreSQL', { DATABASE_URL: url }, () => countBenchOrdersPostgres(url)),
    );
    for (const instances of [1, 2]) {
      await part(`Realtime on ${instances} instance(s)`, async () => {
        const options = { instances, sockets: realtimeSockets, writes: realtimeWrites };
        results.realtime.push(await measureRealtime(url, { ...options, spacingMs: 100 }));
      });
    }
  });
} finally {
  await bare.stop();
}

await part('Stream test accuracy', async () => {
  results.stream = await measureStreamAccuracy(streamRatesMbps);
});

// Lighthouse on a quiet server with demo content (embedded database).
if (process.env.BENCH_SKIP_LIGHTHOUSE === '1') {
  console.warn('Lighthouse skipped (BENCH_SKIP_LIGHTHOUSE=1)');
} else {
  const lighthouseDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  try {
    const server = await startServerProcess({ DATA_DIR: lighthouseDir });
    try {
      results.lighthouse = await runLighthouse(server.url, [
        { name: 'landing /', path: '/' },
        { name: '/client/login', path: '/#/client/login' },
        { name: '/admin/login', path: '/#/admin/login' },
      ]);
    } finally {
      await server.stop();
    }
  } catch (error) {
    console.warn(
      `Lighthouse did not run: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    rmSync(lighthouseDir, { recursive: true, force: true });
  }
}

printReport(results);
