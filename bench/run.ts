// `npm run bench`: start-up, memory, HTTP throughput on PGlite and PostgreSQL, and landing page weight.
// Prints figures; never fails on a time. See bench/README.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServerProcess } from './server-process';
import { runLighthouse, type LighthouseRow } from './lighthouse';
import { routeGroups, routeInitialWeight } from './web-size';

const postgresServer =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

interface LoadRow {
  database: string;
  endpoint: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

async function load(url: string): Promise<Omit<LoadRow, 'database' | 'endpoint'>> {
  const result = await autocannon({ url, connections, duration });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function withPostgresDatabase<T>(fn: (url: string) => Promise<T>): Promise<T | null> {
  const admin = new pg.Client({ connectionString: postgresServer });
  try {
    await admin.connect();
  } catch {
    console.warn(`PostgreSQL not reachable at ${postgresServer}: skipping the PostgreSQL rows`);
    return null;
  }
  const name = `bench_${Date.now().toString(36)}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(postgresServer);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

const startup: { database: string; dataDir: string; ms: number }[] = [];
const memory: { database: string; idleMb: number; afterLoadMb: number }[] = [];
const loads: LoadRow[] = [];

async function benchDatabase(database: string, env: Record<string, string>): Promise<void> {
  const first = await startServerProcess(env);
  startup.push({ database, dataDir: 'empty (migrate + seed)', ms: first.startupMs });
  await first.stop();
  const server = await startServerProcess(env);
  startup.push({ database, dataDir: 'existing', ms: server.startupMs });
  const idleMb = server.rssMb();
  // The public reads are served from the in-memory cache (ADR 0005); /api/health asks the database.
  for (const endpoint of [
    '/api/health',
    '/api/public/packages',
    '/api/public/homepage',
    '/api/public/status',
  ]) {
    loads.push({ database, endpoint, ...(await load(server.url + endpoint)) });
  }
  memory.push({ database, idleMb, afterLoadMb: server.rssMb() });
  await server.stop();
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
try {
  await benchDatabase('PGlite', { DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
await withPostgresDatabase((url) => benchDatabase('PostgreSQL', { DATABASE_URL: url }));

// Lighthouse on a quiet server with demo content (embedded database).
let lighthouseRows: LighthouseRow[] = [];
const lighthouseDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
try {
  const server = await startServerProcess({ DATA_DIR: lighthouseDir });
  try {
    lighthouseRows = await runLighthouse(server.url, [
      { name: 'landing /', path: '/' },
      { name: '/client/login', path: '/#/client/login' },
      { name: '/admin/login', path: '/#/admin/login' },
    ]);
  } finally {
    await server.stop();
  }
} catch (error) {
  console.warn(`Lighthouse did not run: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  rmSync(lighthouseDir, { recursive: true, force: true });
}

const round = (n: number) => Math.round(n * 10) / 10;

console.log(
  `\nMachine: ${process.platform} ${process.arch}, Node ${process.version}; autocannon ${connections} connections, ${duration} s each\n`,
);
console.log('Start-up (spawn to first healthy response)');
console.table(
  startup.map((r) => ({ database: r.database, 'data directory': r.dataDir, ms: Math.round(r.ms) })),
);
console.log('Resident memory');
console.table(
  memory.map((r) => ({
    database: r.database,
    'idle MB': round(r.idleMb),
    'after load MB': round(r.afterLoadMb),
  })),
);
console.log('HTTP under load');
console.table(
  loads.map((r) => ({
    database: r.database,
    endpoint: r.endpoint,
    'req/s': r.reqPerSec,
    'p50 ms': r.p50Ms,
    'p99 ms': r.p99Ms,
    errors: r.errors,
  })),
);
console.log(
  'Initial JS and CSS per route group (gzip; budget for the landing: JS 120 kB, CSS 20 kB)',
);
console.table(
  routeGroups.map((group) => {
    const weight = routeInitialWeight(group.modules);
    return {
      route: group.name,
      'JS kB': round(weight.jsGzipKb),
      'CSS kB': round(weight.cssGzipKb),
    };
  }),
);
if (lighthouseRows.length > 0) {
  console.log('Lighthouse, mobile (emulated phone, simulated slow 4G), Debian Chromium');
  console.table(lighthouseRows);
}
