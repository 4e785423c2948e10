import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const oneYear = 31_536_000;

/**
 * Serves the built SPA: hashed assets cached for a year as immutable, index.html and the service
 * worker never cached, precompressed .br/.gz files chosen by Accept-Encoding.
 */
export async function registerStaticSite(app: FastifyInstance, webDir: string): Promise<boolean> {
  if (!existsSync(join(webDir, 'index.html'))) {
    app.log.warn({ webDir }, 'web build not found: run `npm run build` to serve the site');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    preCompressed: true,
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    setHeaders(res, filePath) {
      if (filePath.includes('/assets/')) {
        res.header('cache-control', `public, max-age=${oneYear}, immutable`);
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });

  return true;
}
