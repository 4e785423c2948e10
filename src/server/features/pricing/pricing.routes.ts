import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bannersResponseSchema, specialsResponseSchema } from '@shared/contracts/public-site';
import type { Database } from '../../db/client';
import { listActiveBanners, listPublicSpecials, nextSpecialsChange } from './pricing.service';

/** Specials and banners shown around the pricing cards. */
export function pricingRoutes({ db }: Database) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const cache = app.publicCache;

    r.get(
      '/api/public/specials',
      {
        schema: {
          tags: ['public'],
          summary: 'Open pricing specials for the public (get_public_pricing_specials)',
          response: { 200: specialsResponseSchema },
        },
      },
      (request, reply) => {
        let changesAt: number | null = null;
        return cache.serve(request, reply, {
          key: 'specials',
          tables: ['pricing_specials'],
          schema: specialsResponseSchema,
          load: async () => {
            const now = new Date();
            changesAt = await nextSpecialsChange(db, now);
            return { specials: await listPublicSpecials(db, now) };
          },
          // A special's window opening or closing changes the answer with no write to the table.
          validUntil: () => changesAt,
        });
      },
    );

    r.get(
      '/api/public/banners',
      {
        schema: {
          tags: ['public'],
          summary: 'Active banners (special or other)',
          response: { 200: bannersResponseSchema },
        },
      },
      (request, reply) =>
        cache.serve(request, reply, {
          key: 'banners',
          tables: ['banners'],
          schema: bannersResponseSchema,
          load: async () => ({ banners: await listActiveBanners(db) }),
        }),
    );
  };
}
