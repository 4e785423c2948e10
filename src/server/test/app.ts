import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { testConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { seedDemoContent } from '../db/seed/index';
import { LocalDiskStorage } from '../storage/storage';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  testDb: TestDatabase;
  close(): Promise<void>;
}

/** buildApp on a fresh database of this test file's own (fastify/demo's test helper). */
export async function buildTestApp(
  options: {
    seed?: boolean;
    config?: Partial<Config>;
    webDir?: string | null;
    outbox?: BuildAppOptions['outbox'];
    /** Default: a fresh temporary folder, so tests never write under ./data. */
    storage?: BuildAppOptions['storage'];
  } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  if (options.seed) await seedDemoContent(testDb.database.db);
  const app = await buildApp({
    db: testDb.database,
    config: testConfig(options.config),
    webDir: options.webDir ?? null,
    outbox: options.outbox ?? false,
    storage: options.storage ?? new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'uploads-'))),
  });
  await app.ready();
  return {
    app,
    database: testDb.database,
    testDb,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}
