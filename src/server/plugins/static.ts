import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { renderIndexHtml } from '../features/seo/seo-html';
import { seoTables } from '../features/seo/seo.routes';
import { getSeo } from '../features/seo/seo.service';
import { renderLandingData, renderLandingShell } from '../features/site-content/landing-shell';
import {
  getBranding,
  listHomepageSections,
  listImages,
} from '../features/site-content/site-content.service';

const oneYear = 31_536_000;

export interface StaticSiteOptions {
  /** With a database, `/` and `/index.html` carry the landing page's SEO from seo_settings. */
  database?: Database;
  publicUrl?: string | null;
}

/**
 * Serves the built SPA: hashed assets cached for a year as immutable, index.html and the service
 * worker never cached, precompressed .br/.gz files chosen by Accept-Encoding.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  webDir: string,
  options: StaticSiteOptions = {},
): Promise<boolean> {
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

  const { database } = options;
  if (database) {
    const template = readFileSync(join(webDir, 'index.html'), 'utf8');
    const publicUrl = options.publicUrl ?? null;
    // Link previews and search engines read the HTML, not the hash route: the landing page's
    // SEO is rendered here, cached like the public reads and rebuilt when its tables change. So is
    // its top bar and hero, for a first paint that does not wait for the JavaScript.
    const serveIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await app.publicCache.serve(
          request,
          reply,
          {
            key: 'index.html',
            tables: [...seoTables, 'homepage_content', 'image_registry'],
            load: async () => {
              const [seo, branding, sections, logo] = await Promise.all([
                getSeo(database.db, { page: 'home', publicUrl }),
                getBranding(database.db),
                listHomepageSections(database.db),
                listImages(database.db, ['logo']),
              ]);
              const hero = sections.find((section) => section.sectionName === 'hero');
              const logoUrl = logo[0]?.url ?? '/icon-192.png';
              const shell =
                renderLandingShell({ branding, hero, logoUrl }) +
                renderLandingData({ branding, sections, logo });
              return { seo, shell };
            },
            serialize: ({ seo, shell }) => renderIndexHtml(template, seo, shell),
          },
          { cacheControl: 'no-cache', contentType: 'text/html; charset=utf-8' },
        );
      } catch (error) {
        // The site must still load when the database does not answer: the built page as it is.
        request.log.error({ err: error }, 'index.html: SEO could not be rendered');
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(template);
      }
    };
    app.get('/', { schema: { hide: true } }, serveIndex);
    app.get('/index.html', { schema: { hide: true } }, serveIndex);
  }

  return true;
}
