import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorCodes } from '@shared/contracts/errors';
import {
  downloadCountResponseSchema,
  downloadIdParamsSchema,
  downloadsResponseSchema,
} from '@shared/contracts/public-site';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { incrementDownloadCount, listActiveDownloads } from './downloads.service';

export function downloadsRoutes({ db }: Database) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/public/downloads',
      {
        schema: {
          tags: ['public'],
          summary: 'Active apps, featured first, with installation guides',
          response: { 200: downloadsResponseSchema },
        },
      },
      (request, reply) =>
        app.publicCache.serve(request, reply, {
          key: 'downloads',
          tables: ['downloads'],
          schema: downloadsResponseSchema,
          load: async () => ({ downloads: await listActiveDownloads(db) }),
        }),
    );

    r.post(
      '/api/public/downloads/:id/count',
      {
        schema: {
          tags: ['public'],
          summary: 'Counts one download of an app (increment_download_count)',
          params: downloadIdParamsSchema,
          response: { 200: downloadCountResponseSchema },
        },
      },
      async (request, reply) => {
        const downloadCount = await incrementDownloadCount(db, request.params.id);
        if (downloadCount === null) {
          throw new HttpError(404, errorCodes.notFound, 'No such app.');
        }
        reply.header('cache-control', 'no-store');
        return { downloadCount };
      },
    );
  };
}
