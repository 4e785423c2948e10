import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One Drizzle type for both drivers: services never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbDriver = 'pglite' | 'postgres';

export interface Database {
  driver: DbDriver;
  db: Db;
  /** LISTEN on a channel. On PostgreSQL the listener reconnects by itself after a restart. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Round-trip time of `select 1` in milliseconds; throws when the database is unreachable. */
  ping(): Promise<number>;
  /**
   * Runs `fn` on one connection holding a PostgreSQL session advisory lock, so only one instance
   * does it at a time. With `wait: false` it returns null at once when another holder has it.
   */
  withAdvisoryLock<T>(
    key: number,
    fn: (db: Db) => Promise<T>,
    opts?: { wait?: boolean },
  ): Promise<T | null>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { driver: 'pglite'; dataDir: string | null }
  | { driver: 'postgres'; url: string; poolSize?: number };

export class DatabaseUnreachableError extends Error {}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.driver === 'pglite'
    ? openPglite(target.dataDir)
    : openPostgres(target.url, target.poolSize ?? 10);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    driver: 'pglite',
    db,
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!closed) await unlisten();
      };
    },
    ping: () => timed(() => db.execute(sql`select 1`)),
    // One embedded connection per process: nothing else can hold the lock.
    withAdvisoryLock: (_key, fn) => fn(db),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client that dies with the server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor one checked out between two queries (inside a transaction, holding an advisory lock): its
  // 'error' event has no listener then. The query in flight still fails, and the pool drops it.
  pool.on('connect', (client) => client.on('error', () => {}));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseUnreachableError(describeConnectionError(url, error));
  }
  const db = withSafeTransactions(drizzlePg({ client: pool, schema }) as unknown as Db, pool);
  const listeners = new Set<PgListener>();
  let closed = false;
  return {
    driver: 'postgres',
    db,
    async listen(channel, onPayload) {
      const listener = new PgListener(url, channel, onPayload);
      listeners.add(listener);
      await listener.start();
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    ping: () => timed(() => pool.query('select 1')),
    async withAdvisoryLock(key, fn, opts) {
      const conn = await pool.connect();
      try {
        if (opts?.wait === false) {
          const { rows } = await conn.query<{ locked: boolean }>(
            'select pg_try_advisory_lock($1) as locked',
            [key],
          );
          if (!rows[0]?.locked) return null;
        } else {
          await conn.query('select pg_advisory_lock($1)', [key]);
        }
        try {
          return await fn(drizzlePg({ client: conn, schema }) as unknown as Db);
        } finally {
          await conn.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        conn.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((l) => l.stop()));
      // pool.end() waits for every checked-out connection; one never given back must not hold
      // the shutdown forever.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        pool.end(),
        new Promise((resolve) => (timer = setTimeout(resolve, closeTimeoutMs))),
      ]);
      clearTimeout(timer);
    },
  };
}

const closeTimeoutMs = 5000;

/**
 * Drizzle's node-postgres `transaction` checks a connection out of the pool and sends `begin`
 * before its try/finally: when that connection died with a PostgreSQL restart, `begin` fails and
 * the connection is never given back. After `max` such failures the pool is empty for good and
 * every request waits forever (found by ordering-restart.fault.test.ts). Here the connection is
 * checked out by us and always released; Drizzle runs the transaction on that one connection,
 * where it neither checks out nor releases.
 */
export function withSafeTransactions(db: Db, pool: pg.Pool): Db {
  const transaction: Db['transaction'] = async (fn, config) => {
    const connection = await pool.connect();
    try {
      const single = drizzlePg({ client: connection, schema }) as unknown as Db;
      return await single.transaction(fn, config);
    } finally {
      // The pool drops a connection that is no longer queryable instead of reusing it.
      connection.release();
    }
  };
  return Object.assign(db, { transaction });
}

/** A dedicated connection holding LISTEN, reconnecting with backoff when it is lost. */
class PgListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private attempt = 0;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => {
      if (msg.channel === this.channel && msg.payload !== undefined) this.onPayload(msg.payload);
    });
    client.on('error', () => this.reconnectSoon(client));
    client.on('end', () => this.reconnectSoon(client));
    await client.connect();
    await client.query(`LISTEN "${this.channel.replaceAll('"', '""')}"`);
    this.client = client;
    this.attempt = 0;
  }

  private reconnectSoon(failed: pg.Client): void {
    if (this.stopped || this.client !== failed || this.retryTimer) return;
    this.client = null;
    failed.end().catch(() => {});
    const delay = Math.min(100 * 2 ** this.attempt++, 5000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.stopped) return;
      this.start().catch(() => {
        this.client = failed; // lets reconnectSoon schedule the next try
        this.reconnectSoon(failed);
      });
    }, delay);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}

async function timed(query: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await query();
  return Math.round((performance.now() - started) * 100) / 100;
}

function describeConnectionError(url: string, error: unknown): string {
  const reason = error instanceof Error ? error.message || error.name : String(error);
  return `cannot connect to ${redactUrl(url)} (${reason})`;
}

/** The URL without its password, for log lines. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}
