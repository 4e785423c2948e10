import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicPackagesResponseSchema } from '@shared/contracts/packages';
import type { Database } from '../../db/client';
import { listPublicPackages } from './packages.service';

export function packagesRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/public/packages',
      {
        schema: {
          tags: ['public'],
          summary: 'Active packages by sort order (get_public_packages)',
          response: { 200: publicPackagesResponseSchema },
        },
      },
      (request, reply) =>
        app.publicCache.serve(request, reply, {
          key: 'packages',
          tables: ['packages'],
          schema: publicPackagesResponseSchema,
          load: async () => ({ packages: await listPublicPackages(database.db) }),
        }),
    );
  };
}
