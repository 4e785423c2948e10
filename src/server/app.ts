import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { healthRoutes } from './features/health/health.routes';
import { packagesRoutes } from './features/packages/packages.routes';
import { registerErrorHandler, registerNotFound } from './plugins/errors';
import { registerRealtime } from './plugins/realtime';
import { registerSecurity } from './plugins/security';
import { registerStaticSite } from './plugins/static';

export interface BuildAppOptions {
  db: Database;
  config: Config;
  /** The built web app (dist/web); null serves the API only. */
  webDir?: string | null;
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
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // On close, idle keep-alive connections are dropped at once; busy ones finish their request.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurity(app, config);
  // Static files come precompressed; this compresses API answers over 1 kB.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Reseller platform API', version: config.version },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });

  await registerRealtime(app, db);

  await app.register(healthRoutes(db, config.version));
  await app.register(packagesRoutes(db));
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  const servingSite = webDir ? await registerStaticSite(app, webDir) : false;
  registerNotFound(app, { redirectPagesToHash: servingSite });

  return app;
}
