import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  incidentsQuerySchema,
  incidentsResponseSchema,
  statusResponseSchema,
  uptimeResponseSchema,
} from '@shared/contracts/public-site';
import type { Database } from '../../db/client';
import { getSystemStatus, getUptime, listRecentIncidents } from './system-status.service';

export function systemStatusRoutes({ db }: Database) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const cache = app.publicCache;

    r.get(
      '/api/public/status',
      {
        schema: {
          tags: ['public'],
          summary: 'Component statuses and the overall state (get_system_status_enhanced)',
          response: { 200: statusResponseSchema },
        },
      },
      (request, reply) =>
        cache.serve(request, reply, {
          key: 'status',
          tables: ['system_status'],
          schema: statusResponseSchema,
          load: () => getSystemStatus(db),
        }),
    );

    r.get(
      '/api/public/incidents',
      {
        schema: {
          tags: ['public'],
          summary: 'Recent incidents with their updates, for the status history',
          querystring: incidentsQuerySchema,
          response: { 200: incidentsResponseSchema },
        },
      },
      (request, reply) =>
        cache.serve(request, reply, {
          key: `incidents?limit=${request.query.limit}`,
          tables: ['system_incidents', 'incident_updates'],
          schema: incidentsResponseSchema,
          load: async () => ({ incidents: await listRecentIncidents(db, request.query.limit) }),
        }),
    );

    r.get(
      '/api/public/uptime',
      {
        schema: {
          tags: ['public'],
          summary: 'Uptime over 30 days from health checks; null when there is no history',
          response: { 200: uptimeResponseSchema },
        },
      },
      (request, reply) =>
        cache.serve(request, reply, {
          key: 'uptime',
          tables: ['health_checks', 'health_monitors'],
          schema: uptimeResponseSchema,
          load: () => getUptime(db),
          // A new check refreshes it at once; the 30-day window also slides with the clock.
          ttlMs: 60_000,
        }),
    );
  };
}
