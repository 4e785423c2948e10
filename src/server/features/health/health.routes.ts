import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@shared/contracts/health';
import type { Database } from '../../db/client';
import { checkHealth } from './health.service';

export function healthRoutes(database: Database, version: string) {
  const startedAt = Date.now();
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database reachability',
          response: { 200: healthResponseSchema, 503: healthResponseSchema },
        },
      },
      async (_request, reply) => {
        const health = await checkHealth(database, { version, startedAt });
        reply.header('cache-control', 'no-store');
        return reply.code(health.status === 'ok' ? 200 : 503).send(health);
      },
    );
  };
}
