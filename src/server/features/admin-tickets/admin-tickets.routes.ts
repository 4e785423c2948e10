import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminUsersResponseSchema,
  idParamsSchema,
  replyTicketRequestSchema,
  replyTicketResponseSchema,
  ticketListQuerySchema,
  ticketListResponseSchema,
  ticketResponseSchema,
  ticketThreadResponseSchema,
  updateTicketRequestSchema,
  type AdminTicket,
} from '@shared/contracts/admin-operations';
import type { Db } from '../../db/client';
import { actorOf, adminDoc } from '../admin-lists/admin-http';
import { sendList } from '../admin-lists/send-list';
import {
  getTicketThread,
  listAssignableAdmins,
  listTicketsAdmin,
  replyToTicketAsAdmin,
  updateTicket,
} from './admin-tickets.service';

const ticketCsv = [
  { header: 'Opened', value: (t: AdminTicket) => t.createdAt },
  { header: 'Client', value: (t: AdminTicket) => t.clientName },
  { header: 'Username', value: (t: AdminTicket) => t.clientUsername },
  { header: 'Subject', value: (t: AdminTicket) => t.subject },
  { header: 'Category', value: (t: AdminTicket) => t.category },
  { header: 'Status', value: (t: AdminTicket) => t.status },
  { header: 'Assigned to', value: (t: AdminTicket) => t.assignedAdminEmail },
  { header: 'Last reply', value: (t: AdminTicket) => t.lastReplyAt },
  { header: 'Messages', value: (t: AdminTicket) => t.messageCount },
];

export function adminTicketsRoutes(db: Db, portal: { portalLink: string }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { onRequest: app.requireAdmin };

    r.get(
      '/api/admin/tickets',
      {
        ...guard,
        schema: {
          ...adminDoc('Support tickets; ?format=csv'),
          querystring: ticketListQuerySchema,
          response: { 200: ticketListResponseSchema },
        },
      },
      async (request, reply) =>
        sendList(reply, request.query, await listTicketsAdmin(db, request.query), {
          name: 'tickets',
          columns: ticketCsv,
        }),
    );

    r.get(
      '/api/admin/tickets/:id',
      {
        ...guard,
        schema: {
          ...adminDoc('A ticket and its conversation'),
          params: idParamsSchema,
          response: { 200: ticketThreadResponseSchema },
        },
      },
      (request) => getTicketThread(db, request.params.id),
    );

    r.post(
      '/api/admin/tickets/:id/messages',
      {
        ...guard,
        schema: {
          ...adminDoc('Reply (the client is told through the outbox)'),
          params: idParamsSchema,
          body: replyTicketRequestSchema,
          response: { 201: replyTicketResponseSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await replyToTicketAsAdmin(
              db,
              actorOf(request),
              request.params.id,
              request.body,
              portal,
            ),
          ),
    );

    r.patch(
      '/api/admin/tickets/:id',
      {
        ...guard,
        schema: {
          ...adminDoc('Change status or assign to an admin'),
          params: idParamsSchema,
          body: updateTicketRequestSchema,
          response: { 200: ticketResponseSchema },
        },
      },
      (request) => updateTicket(db, actorOf(request), request.params.id, request.body),
    );

    r.get(
      '/api/admin/tickets/assignees',
      {
        ...guard,
        schema: {
          ...adminDoc('Active admins (for assigning tickets)'),
          response: { 200: adminUsersResponseSchema },
        },
      },
      () => listAssignableAdmins(db),
    );
  };
}
