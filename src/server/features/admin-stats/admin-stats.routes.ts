import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminStatsSchema } from '@shared/contracts/admin-operations';
import type { Db } from '../../db/client';
import { adminDoc } from '../admin-lists/admin-http';
import { getAdminStats } from './admin-stats.service';

export function adminStatsRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/admin/stats',
      {
        onRequest: app.requireAdmin,
        // The dashboard polls every 30 s (SPEC.md section 9): that is not the admin being active.
        config: { slideSession: false },
        schema: {
          ...adminDoc('Live statistics (get_realtime_stats)'),
          response: { 200: adminStatsSchema },
        },
      },
      () => getAdminStats(db),
    );
  };
}
