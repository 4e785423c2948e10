import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { testimonialsResponseSchema } from '@shared/contracts/public-site';
import type { Database } from '../../db/client';
import { listPublishedTestimonials } from './testimonials.service';

export function testimonialsRoutes({ db }: Database) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/public/testimonials',
      {
        schema: {
          tags: ['public'],
          summary: 'Published and approved testimonials, featured first',
          response: { 200: testimonialsResponseSchema },
        },
      },
      (request, reply) =>
        app.publicCache.serve(request, reply, {
          key: 'testimonials',
          tables: ['testimonials_managed'],
          schema: testimonialsResponseSchema,
          load: async () => ({ testimonials: await listPublishedTestimonials(db) }),
        }),
    );
  };
}
