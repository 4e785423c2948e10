import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorCodes } from '@shared/contracts/errors';
import {
  installGuideRequestSchema,
  installGuideResponseSchema,
  orderingErrorCodes,
} from '@shared/contracts/ordering';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import {
  DownloadNotFoundError,
  NoInstructionsError,
  NoUsableContactError,
  sendInstallGuide,
} from './install-guides.service';

export function installGuidesRoutes(database: Database, config: Config) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/public/downloads/:id/guide',
      {
        config: { rateLimit: { max: config.formRateLimitMax, timeWindow: '1 minute' } },
        schema: {
          tags: ['public'],
          summary:
            "Send an app's installation guide by WhatsApp and/or email (send-installation-guide)",
          params: z.object({ id: z.uuid('No such app.') }),
          body: installGuideRequestSchema,
          response: { 201: installGuideResponseSchema },
        },
      },
      async (request, reply) => {
        try {
          const result = await sendInstallGuide(database.db, request.params.id, request.body);
          app.outbox.nudge();
          return reply.code(201).send(result);
        } catch (error) {
          if (error instanceof DownloadNotFoundError)
            throw new HttpError(404, errorCodes.notFound, 'No such app.');
          if (error instanceof NoInstructionsError) {
            throw new HttpError(
              422,
              orderingErrorCodes.noInstructions,
              'No Instructions Available',
            );
          }
          if (error instanceof NoUsableContactError) {
            throw new HttpError(400, errorCodes.validation, error.message, {
              contact: error.message,
            });
          }
          throw error;
        }
      },
    );
  };
}
