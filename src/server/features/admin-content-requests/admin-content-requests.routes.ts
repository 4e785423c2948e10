import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contentRequestListQuerySchema,
  contentRequestListResponseSchema,
  contentRequestResponseSchema,
  idParamsSchema,
  updateContentRequestSchema,
  type AdminContentRequest,
} from '@shared/contracts/admin-operations';
import type { Db } from '../../db/client';
import { actorOf, adminDoc } from '../admin-lists/admin-http';
import { sendList } from '../admin-lists/send-list';
import {
  listContentRequestsAdmin,
  updateContentRequestAdmin,
} from './admin-content-requests.service';

const contentCsv = [
  { header: 'Requested', value: (c: AdminContentRequest) => c.createdAt },
  { header: 'Client', value: (c: AdminContentRequest) => c.clientName },
  { header: 'Kind', value: (c: AdminContentRequest) => c.kind },
  { header: 'Title', value: (c: AdminContentRequest) => c.title },
  { header: 'Details', value: (c: AdminContentRequest) => c.details },
  { header: 'Status', value: (c: AdminContentRequest) => c.status },
  { header: 'Answer', value: (c: AdminContentRequest) => c.adminResponse },
];

export function adminContentRequestsRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { onRequest: app.requireAdmin };

    r.get(
      '/api/admin/content-requests',
      {
        ...guard,
        schema: {
          ...adminDoc('Content requests; ?format=csv'),
          querystring: contentRequestListQuerySchema,
          response: { 200: contentRequestListResponseSchema },
        },
      },
      async (request, reply) =>
        sendList(reply, request.query, await listContentRequestsAdmin(db, request.query), {
          name: 'content-requests',
          columns: contentCsv,
        }),
    );

    r.patch(
      '/api/admin/content-requests/:id',
      {
        ...guard,
        schema: {
          ...adminDoc('Status and answer (an answer is sent to the client)'),
          params: idParamsSchema,
          body: updateContentRequestSchema,
          response: { 200: contentRequestResponseSchema },
        },
      },
      (request) => updateContentRequestAdmin(db, actorOf(request), request.params.id, request.body),
    );
  };
}
