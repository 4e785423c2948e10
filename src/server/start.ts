import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoContent } from './db/seed/index';
import { demoClientUsernames } from './db/seed/demo-client';
import {
  sealDemoStreamingLogins,
  streamingCredentialsPurpose,
} from './features/client-portal/subscription.service';
import { ensureFirstAdmin } from './features/admins/admins.service';
import { projectRoot } from './project-root';
import { jobs } from './jobs/jobs';
import { startScheduler } from './jobs/scheduler';
import { resolveAppSecret } from './security/app-secret';
import { SecretBox } from './security/secret-box';
import type { FileStorage } from './storage/storage';

export interface Server {
  app: FastifyInstance;
  database: Database;
  url: string;
  firstAdmin: { email: string; password: string | null } | null;
  stop(): Promise<void>;
}

/** Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ driver: 'postgres', url: config.databaseUrl })
    : openDatabase({ driver: 'pglite', dataDir: join(resolve(config.dataDir), 'db') });
}

/** Everything `npm start` does after reading the configuration; also used by benchmarks. */
export async function startServer(
  configured: Config,
  options: { storage?: FileStorage } = {},
): Promise<Server> {
  const appSecret = resolveAppSecret(configured.appSecret, configured.dataDir);
  const config: Config = { ...configured, appSecret: appSecret.secret };
  const database = await openConfiguredDatabase(config);
  try {
    await migrateDatabase(database);
    if (config.seedDemo) await seedDemoContent(database.db);
    // The demo clients' streaming passwords are sealed with this installation's secret (idempotent).
    await sealDemoStreamingLogins(
      database.db,
      new SecretBox(config.appSecret!, streamingCredentialsPurpose),
      demoClientUsernames,
    );
    const admin = await ensureFirstAdmin(database.db, config.firstAdmin);
    const app = await buildApp({
      db: database,
      config,
      webDir: join(projectRoot(), 'dist', 'web'),
      // The outbox worker with the configured transports (SMTP, WhatsApp Cloud API).
      outbox: {},
      ...(options.storage ? { storage: options.storage } : {}),
    });
    await app.listen({ host: config.host, port: config.port });
    const scheduler = startScheduler(database, jobs, app.log);
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    let stopping: Promise<void> | null = null;
    return {
      app,
      database,
      url: `http://localhost:${port}`,
      firstAdmin: admin.created ? { email: admin.email, password: admin.password } : null,
      stop() {
        stopping ??= (async () => {
          await scheduler.stop();
          await app.close();
          await database.close();
        })();
        return stopping;
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
