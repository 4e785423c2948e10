import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';

export interface TestDatabase {
  database: Database;
  /** Set on PostgreSQL: the URL of this file's own database (for a second app instance). */
  url: string | null;
  drop(): Promise<void>;
}

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, or a database of its
 * own on the PostgreSQL server named by TEST_DATABASE_URL (NOTIFY channels are per database, so
 * parallel files never see each other's changes).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ driver: 'pglite', dataDir: null });
    await migrateDatabase(database);
    return { database, url: null, drop: () => database.close() };
  }
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ driver: 'postgres', url, poolSize: 5 });
  await migrateDatabase(database);
  return {
    database,
    url,
    async drop() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
