import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  outboxListQuerySchema,
  outboxListResponseSchema,
  outboxMessageResponseSchema,
  type AdminOutboxMessage,
} from '@shared/contracts/admin-operations';
import type { Db } from '../../db/client';
import { actorOf, adminDoc } from '../admin-lists/admin-http';
import { sendList } from '../admin-lists/send-list';
import { listOutbox, markMessageSent, retryOutboxMessage } from './admin-outbox.service';

const outboxCsv = [
  { header: 'Queued', value: (m: AdminOutboxMessage) => m.createdAt },
  { header: 'Channel', value: (m: AdminOutboxMessage) => m.channel },
  { header: 'Recipient', value: (m: AdminOutboxMessage) => m.recipient },
  { header: 'Subject', value: (m: AdminOutboxMessage) => m.subject },
  { header: 'Status', value: (m: AdminOutboxMessage) => m.status },
  { header: 'Attempts', value: (m: AdminOutboxMessage) => m.attempts },
  { header: 'Last error', value: (m: AdminOutboxMessage) => m.lastError },
  { header: 'Body', value: (m: AdminOutboxMessage) => m.body },
];

/** Messages to send by hand (with their links) and failed ones to retry. */
export function adminOutboxRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { onRequest: app.requireAdmin };

    r.get(
      '/api/admin/outbox',
      {
        ...guard,
        schema: {
          ...adminDoc(
            'Outbox messages with wa.me / mailto links; ?status=manual|failed; ?format=csv',
          ),
          querystring: outboxListQuerySchema,
          response: { 200: outboxListResponseSchema },
        },
      },
      async (request, reply) =>
        sendList(reply, request.query, await listOutbox(db, request.query), {
          name: 'outbox',
          columns: outboxCsv,
        }),
    );

    r.post(
      '/api/admin/outbox/:id/mark-sent',
      {
        ...guard,
        schema: {
          ...adminDoc('Mark a message sent by hand'),
          params: idParamsSchema,
          response: { 200: outboxMessageResponseSchema },
        },
      },
      (request) => markMessageSent(db, actorOf(request), request.params.id),
    );

    r.post(
      '/api/admin/outbox/:id/retry',
      {
        ...guard,
        schema: {
          ...adminDoc('Retry a failed message now'),
          params: idParamsSchema,
          response: { 200: outboxMessageResponseSchema },
        },
      },
      (request) => retryOutboxMessage(db, actorOf(request), request.params.id),
    );
  };
}
