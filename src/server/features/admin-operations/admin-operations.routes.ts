import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { SecretBox } from '../../security/secret-box';
import type { FileStorage } from '../../storage/storage';
import { adminAuditRoutes } from '../admin-audit/admin-audit.routes';
import { adminClientsRoutes } from '../admin-clients/admin-clients.routes';
import { adminContentRequestsRoutes } from '../admin-content-requests/admin-content-requests.routes';
import { adminLeadsRoutes } from '../admin-leads/admin-leads.routes';
import { portalLink } from '../admin-lists/admin-http';
import { adminNoticesRoutes } from '../admin-notices/admin-notices.routes';
import { adminOutboxRoutes } from '../admin-outbox/admin-outbox.routes';
import { adminPaymentsRoutes } from '../admin-payments/admin-payments.routes';
import { adminStatsRoutes } from '../admin-stats/admin-stats.routes';
import { adminStatusRoutes } from '../admin-status/admin-status.routes';
import { adminTicketsRoutes } from '../admin-tickets/admin-tickets.routes';
import { adminUpgradesRoutes } from '../admin-upgrades/admin-upgrades.routes';
import type { probe } from '../health-monitors/health-monitors.service';

/** The SecretBox purpose of streaming passwords (the client portal opens them with the same). */
const streamingCredentials = 'streaming-credentials';

/**
 * Issue 7: every admin operations endpoint under /api/admin, each behind app.requireAdmin. One
 * encapsulated plugin, so its outbox nudge touches only these routes.
 */
export function adminOperationsRoutes(
  database: Database,
  options: { config: Config; storage: FileStorage; probeFn?: typeof probe },
) {
  const { db } = database;
  const box = options.config.appSecret
    ? new SecretBox(options.config.appSecret, streamingCredentials)
    : null;
  const portal = { portalLink: portalLink(options.config.publicUrl) };
  return async (app: FastifyInstance) => {
    // Writes may have queued messages: start delivering them now rather than at the next poll.
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && reply.statusCode < 400) app.outbox.nudge();
    });
    await app.register(adminStatsRoutes(db));
    await app.register(adminClientsRoutes(db, box, portal));
    await app.register(adminPaymentsRoutes(db, options.storage));
    await app.register(adminLeadsRoutes(db, box, portal));
    await app.register(adminTicketsRoutes(db, portal));
    await app.register(adminUpgradesRoutes(db));
    await app.register(adminContentRequestsRoutes(db));
    await app.register(adminNoticesRoutes(db));
    await app.register(adminOutboxRoutes(db));
    await app.register(adminAuditRoutes(db));
    await app.register(adminStatusRoutes(db, { probeFn: options.probeFn }));
  };
}
