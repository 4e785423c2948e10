import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contentRequestResponseSchema,
  contentRequestsResponseSchema,
  createContentRequestSchema,
  createTicketSchema,
  createUpgradeRequestSchema,
  idParamsSchema,
  pendingUpgradeMessage,
  ticketReplySchema,
  ticketResponseSchema,
  ticketsResponseSchema,
  upgradeRequestResponseSchema,
  upgradeRequestsResponseSchema,
} from '@shared/contracts/client-portal';
import { errorCodes } from '@shared/contracts/errors';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { meta, notFound, orNotFound } from './client-portal-http';
import { createContentRequest, listContentRequests } from './content-requests.service';
import {
  getTicket,
  listTickets,
  openTicket,
  ownsTicket,
  replyToTicket,
  TicketClosedError,
} from './tickets.service';
import {
  createUpgradeRequest,
  InvalidUpgradeError,
  listUpgradeRequests,
  PendingUpgradeError,
} from './upgrades.service';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a client asks of the business: upgrades, support tickets, content (issue 6). */
export function clientRequestsRoutes({ db }: Database) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guarded = { onRequest: app.requireClient };
    const doc = (summary: string) => ({ tags: ['client'], summary, security: [{ bearer: [] }] });

    r.get(
      '/api/client/upgrade-requests',
      {
        ...guarded,
        schema: {
          ...doc('Your upgrade requests and their status'),
          response: { 200: upgradeRequestsResponseSchema },
        },
      },
      async (request) => ({ requests: await listUpgradeRequests(db, request.client!.clientId) }),
    );

    r.post(
      '/api/client/upgrade-requests',
      {
        ...guarded,
        schema: {
          ...doc('Ask to move to another package (one pending at a time)'),
          body: createUpgradeRequestSchema,
          response: { 201: upgradeRequestResponseSchema },
        },
      },
      async (request, reply) => {
        try {
          const created = await createUpgradeRequest(db, {
            clientId: request.client!.clientId,
            toPackageId: request.body.toPackageId,
            ...meta(request),
          });
          return await reply.code(201).send({ request: created });
        } catch (error) {
          if (error instanceof PendingUpgradeError) {
            throw new HttpError(409, 'upgrade_pending', pendingUpgradeMessage);
          }
          if (error instanceof InvalidUpgradeError) {
            throw new HttpError(400, errorCodes.validation, `toPackageId: ${error.message}`, {
              toPackageId: error.message,
            });
          }
          throw error;
        }
      },
    );

    r.get(
      '/api/client/tickets',
      {
        ...guarded,
        schema: { ...doc('Your support tickets'), response: { 200: ticketsResponseSchema } },
      },
      async (request) => ({ tickets: await listTickets(db, request.client!.clientId) }),
    );

    r.post(
      '/api/client/tickets',
      {
        ...guarded,
        schema: {
          ...doc('Open a support ticket'),
          body: createTicketSchema,
          response: { 201: ticketResponseSchema },
        },
      },
      async (request, reply) => {
        const ticket = await openTicket(db, request.client!.clientId, request.body);
        return reply.code(201).send({ ticket });
      },
    );

    r.get(
      '/api/client/tickets/:id',
      {
        ...guarded,
        schema: {
          ...doc('One of your tickets with its thread'),
          params: idParamsSchema,
          response: { 200: ticketResponseSchema },
        },
      },
      async (request) => ({
        ticket: await orNotFound('Ticket', () =>
          getTicket(db, request.client!.clientId, request.params.id),
        ),
      }),
    );

    r.post(
      '/api/client/tickets/:id/messages',
      {
        ...guarded,
        // Someone else's ticket is a 404 before the body is even looked at.
        preValidation: async (request) => {
          const { id } = request.params as { id?: string };
          if (!id || !uuid.test(id) || !(await ownsTicket(db, request.client!.clientId, id))) {
            throw notFound('Ticket');
          }
        },
        schema: {
          ...doc('Reply on one of your tickets'),
          params: idParamsSchema,
          body: ticketReplySchema,
          response: { 201: ticketResponseSchema },
        },
      },
      async (request, reply) => {
        try {
          const ticket = await orNotFound('Ticket', () =>
            replyToTicket(db, request.client!.clientId, request.params.id, request.body.message),
          );
          return await reply.code(201).send({ ticket });
        } catch (error) {
          if (error instanceof TicketClosedError) {
            throw new HttpError(
              409,
              'ticket_closed',
              'This ticket is closed. Please open a new ticket.',
            );
          }
          throw error;
        }
      },
    );

    r.get(
      '/api/client/content-requests',
      {
        ...guarded,
        schema: {
          ...doc('Your content requests and the answers'),
          response: { 200: contentRequestsResponseSchema },
        },
      },
      async (request) => ({ requests: await listContentRequests(db, request.client!.clientId) }),
    );

    r.post(
      '/api/client/content-requests',
      {
        ...guarded,
        schema: {
          ...doc('Ask for a channel, movie or series'),
          body: createContentRequestSchema,
          response: { 201: contentRequestResponseSchema },
        },
      },
      async (request, reply) => {
        const created = await createContentRequest(db, request.client!.clientId, request.body);
        return reply.code(201).send({ request: created });
      },
    );
  };
}
