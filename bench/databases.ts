import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { benchEmailDomain } from './http-load';

export const postgresServer =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `fn` against a throwaway PostgreSQL database; null when PostgreSQL is not reachable. */
export async function withPostgresDatabase<T>(fn: (url: string) => Promise<T>): Promise<T | null> {
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

const countSql = `select count(*)::int as n from leads where email like '%@${benchEmailDomain}'`;

/** Orders the bench stored, counted in the database itself. */
export async function countBenchOrdersPostgres(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(countSql);
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** The same in a server's DATA_DIR; the server must have stopped (PGlite is one process only). */
export async function countBenchOrdersPglite(dataDir: string): Promise<number> {
  const db = new PGlite(join(dataDir, 'db'));
  try {
    const { rows } = await db.query<{ n: number }>(countSql);
    return rows[0]?.n ?? 0;
  } finally {
    await db.close();
  }
}
