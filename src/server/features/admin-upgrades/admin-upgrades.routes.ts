import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approveUpgradeRequestSchema,
  approveUpgradeResponseSchema,
  idParamsSchema,
  rejectUpgradeRequestSchema,
  rejectUpgradeResponseSchema,
  upgradeListQuerySchema,
  upgradeListResponseSchema,
  type AdminUpgradeRequest,
} from '@shared/contracts/admin-operations';
import type { Db } from '../../db/client';
import { actorOf, adminDoc } from '../admin-lists/admin-http';
import { sendList } from '../admin-lists/send-list';
import {
  approveUpgradeRequest,
  listUpgradeRequestsAdmin,
  rejectUpgradeRequest,
} from './admin-upgrades.service';

const upgradeCsv = [
  { header: 'Requested', value: (u: AdminUpgradeRequest) => u.createdAt },
  { header: 'Client', value: (u: AdminUpgradeRequest) => u.clientName },
  { header: 'Username', value: (u: AdminUpgradeRequest) => u.clientUsername },
  { header: 'From', value: (u: AdminUpgradeRequest) => u.fromPackageName },
  { header: 'To', value: (u: AdminUpgradeRequest) => u.toPackageName },
  {
    header: 'Difference (R)',
    value: (u: AdminUpgradeRequest) => (u.priceDifferenceCents / 100).toFixed(2),
  },
  { header: 'Status', value: (u: AdminUpgradeRequest) => u.status },
  { header: 'Reason', value: (u: AdminUpgradeRequest) => u.reason },
];

export function adminUpgradesRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { onRequest: app.requireAdmin };

    r.get(
      '/api/admin/upgrade-requests',
      {
        ...guard,
        schema: {
          ...adminDoc('Package upgrade requests; ?format=csv'),
          querystring: upgradeListQuerySchema,
          response: { 200: upgradeListResponseSchema },
        },
      },
      async (request, reply) =>
        sendList(reply, request.query, await listUpgradeRequestsAdmin(db, request.query), {
          name: 'upgrade-requests',
          columns: upgradeCsv,
        }),
    );

    r.post(
      '/api/admin/upgrade-requests/:id/approve',
      {
        ...guard,
        schema: {
          ...adminDoc('Approve: package now, time left converted (ADR 0012)'),
          params: idParamsSchema,
          body: approveUpgradeRequestSchema,
          response: { 200: approveUpgradeResponseSchema },
        },
      },
      (request) =>
        approveUpgradeRequest(db, actorOf(request), request.params.id, request.body.note),
    );

    r.post(
      '/api/admin/upgrade-requests/:id/reject',
      {
        ...guard,
        schema: {
          ...adminDoc('Reject with a reason (the client is told)'),
          params: idParamsSchema,
          body: rejectUpgradeRequestSchema,
          response: { 200: rejectUpgradeResponseSchema },
        },
      },
      (request) =>
        rejectUpgradeRequest(db, actorOf(request), request.params.id, request.body.reason),
    );
  };
}
