import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { seoQuerySchema, seoResponseSchema } from '@shared/contracts/public-site';
import type { Database } from '../../db/client';
import { getSeo } from './seo.service';

/** Tables the SEO answer (and the rendered index.html) is built from. */
export const seoTables = ['seo_settings', 'packages', 'site_branding'] as const;

export function seoRoutes({ db }: Database, publicUrl: string | null) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/public/seo',
      {
        schema: {
          tags: ['public'],
          summary: 'SEO settings of a page, with defaults and the JSON-LD blocks',
          querystring: seoQuerySchema,
          response: { 200: seoResponseSchema },
        },
      },
      (request, reply) =>
        app.publicCache.serve(request, reply, {
          key: `seo?page=${request.query.page}`,
          tables: seoTables,
          schema: seoResponseSchema,
          load: async () => ({ seo: await getSeo(db, { page: request.query.page, publicUrl }) }),
        }),
    );
  };
}
