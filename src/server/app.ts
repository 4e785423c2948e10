import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { adminAuthRoutes } from './features/admin-auth/admin-auth.routes';
import { adminContentRoutes } from './features/admin-content/admin-content.routes';
import { adminOperationsRoutes } from './features/admin-operations/admin-operations.routes';
import { clientAuthRoutes } from './features/client-auth/client-auth.routes';
import { clientPortalRoutes } from './features/client-portal/client-portal.routes';
import { clientRequestsRoutes } from './features/client-portal/client-requests.routes';
import { healthRoutes } from './features/health/health.routes';
import { installGuidesRoutes } from './features/install-guides/install-guides.routes';
import { orderingRoutes } from './features/ordering/ordering.routes';
import { packagesRoutes } from './features/packages/packages.routes';
import { passwordResetRoutes } from './features/password-reset/password-reset.routes';
import { downloadsRoutes } from './features/downloads/downloads.routes';
import { helpContentRoutes } from './features/help-content/help-content.routes';
import { pricingRoutes } from './features/pricing/pricing.routes';
import { seoRoutes } from './features/seo/seo.routes';
import { siteContentRoutes } from './features/site-content/site-content.routes';
import { streamTestRoutes } from './features/stream-test/stream-test.routes';
import { systemStatusRoutes } from './features/system-status/system-status.routes';
import { testimonialsRoutes } from './features/testimonials/testimonials.routes';
import { collectRoutes, registerAuth } from './plugins/auth';
import { frameworkErrorAnswer, registerErrorHandler, registerNotFound } from './plugins/errors';
import { registerOutbox, type OutboxOptions } from './plugins/outbox';
import { registerPublicCache } from './plugins/public-cache';
import { registerRealtime } from './plugins/realtime';
import { registerSecurity } from './plugins/security';
import { registerTextInput } from './plugins/text-input';
import { registerStaticSite } from './plugins/static';
import { LocalDiskStorage, type FileStorage } from './storage/storage';

export interface BuildAppOptions {
  db: Database;
  config: Config;
  /** The built web app (dist/web); null serves the API only. */
  webDir?: string | null;
  /** The outbox worker: on with the configured transports in `npm start`; off unless asked in tests. */
  outbox?: OutboxOptions | false;
  /** Uploaded files (proofs of payment); default: local disk under DATA_DIR/uploads. */
  storage?: FileStorage;
}

/**
 * The app factory (fastify/demo order): external plugins first (security, compression, docs),
 * then our own plugins (errors, realtime), then feature routes, then the static site.
 * It never listens; main.ts does, and tests use app.inject().
 */
export async function buildApp({
  db,
  config,
  webDir = null,
  outbox = false,
  storage = new LocalDiskStorage(join(config.dataDir, 'uploads')),
}: BuildAppOptions): Promise<FastifyInstance> {
  // Request ids in the logs: a random prefix per instance and a counter, unique across instances
  // and restarts, without the cost of a random UUID on every request.
  const requestIdPrefix = randomBytes(6).toString('base64url');
  let requestCount = 0;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // On close, idle keep-alive connections are dropped at once; busy ones finish their request.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    genReqId: () => `${requestIdPrefix}-${(requestCount += 1).toString(36)}`,
    // Errors Fastify answers before routing (a malformed URL) get the one error shape too.
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = frameworkErrorAnswer(error);
      void (reply as FastifyReply).code(status).send(body);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Before any route: records every route as added (app.routeList, for the authorisation matrix).
  collectRoutes(app);

  await registerSecurity(app, config);
  registerTextInput(app);
  // Public reads compress themselves: the public cache keeps each entry's br and gzip forms
  // (plugins/public-cache.ts), and the stream test's payloads are incompressible on purpose. The
  // plugin's per-request hooks would only cost them time (a quarter of a cached read's). Nor is
  // there anything to decompress in a request without a body.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.url.startsWith('/api/public/') && methods.includes('GET')) route.compress ??= false;
    if (methods.every((method) => method === 'GET' || method === 'HEAD')) {
      route.decompress ??= false;
    }
  });
  // Static files come precompressed; this compresses the other API answers over 1 kB.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Reseller platform API', version: config.version },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas given an id in the contracts (`.meta({ id })`) become named components.
    transformObject: jsonSchemaTransformObject,
  });

  await registerRealtime(app, db);
  registerOutbox(app, db, config, outbox);
  // Public reads are cached per instance and dropped by the realtime hub's change events.
  registerPublicCache(app);

  // requireAdmin / requireClient: every /api/admin and /api/client route checks its session itself.
  registerAuth(app, db);

  await app.register(healthRoutes(db, config.version));
  await app.register(packagesRoutes(db));
  await app.register(adminAuthRoutes(db));
  await app.register(clientAuthRoutes(db));
  await app.register(passwordResetRoutes(db, config));
  await app.register(siteContentRoutes(db));
  await app.register(pricingRoutes(db));
  await app.register(downloadsRoutes(db));
  await app.register(testimonialsRoutes(db));
  await app.register(systemStatusRoutes(db));
  await app.register(helpContentRoutes(db));
  await app.register(seoRoutes(db, config.publicUrl));
  await app.register(streamTestRoutes({ maxBytesPerSecond: config.streamTestMaxBps }));
  await app.register(orderingRoutes(db, config));
  await app.register(installGuidesRoutes(db, config));
  await app.register(clientPortalRoutes(db, { config, storage }));
  await app.register(clientRequestsRoutes(db));
  await app.register(adminOperationsRoutes(db, { config, storage }));
  await app.register(adminContentRoutes(db, { storage }));
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  const servingSite = webDir
    ? await registerStaticSite(app, webDir, { database: db, publicUrl: config.publicUrl })
    : false;
  registerNotFound(app, { redirectPagesToHash: servingSite });

  return app;
}
