import { join } from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { projectRoot } from '../project-root';
import type { Database } from './client';

/** Arbitrary constant: the advisory lock that lets only one instance migrate at a time. */
const migrationLockKey = 7_270_001;

/** The committed `drizzle/` folder. */
export function migrationsFolder(): string {
  return join(projectRoot(), 'drizzle');
}

export async function migrateDatabase(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  // Two instances starting together must not both migrate.
  await database.withAdvisoryLock(migrationLockKey, (db) =>
    migratePg(db as unknown as NodePgDatabase, { migrationsFolder: folder }),
  );
}
