import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { OutboxWorker, type OutboxWorkerOptions } from '../features/outbox/outbox-worker';
import {
  createEmailTransport,
  createWhatsappTransport,
  type Transports,
} from '../features/outbox/transports';

declare module 'fastify' {
  interface FastifyInstance {
    /** Call after committing a transaction that queued messages: delivery starts at once. */
    outbox: { nudge(): void };
  }
}

export interface OutboxOptions extends OutboxWorkerOptions {
  /** Overrides the transports the configuration names (tests pass their own). */
  transports?: Transports;
}

export function transportsFromConfig(config: Config): Transports {
  return {
    ...(config.smtp ? { email: createEmailTransport(config.smtp) } : {}),
    ...(config.whatsapp ? { whatsapp: createWhatsappTransport(config.whatsapp) } : {}),
  };
}

/** Runs the outbox worker inside this instance (DESIGN.md section 6), or only the no-op nudge. */
export function registerOutbox(
  app: FastifyInstance,
  database: Database,
  config: Config,
  options: OutboxOptions | false,
): void {
  if (options === false) {
    app.decorate('outbox', { nudge: () => {} });
    return;
  }
  const worker = new OutboxWorker(database.db, options.transports ?? transportsFromConfig(config), {
    log: app.log,
    ...options,
  });
  app.decorate('outbox', { nudge: () => worker.nudge() });
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
}
