import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorCodes } from '@shared/contracts/errors';
import {
  adminStreamingLoginResponseSchema,
  clientDetailsResponseSchema,
  clientListQuerySchema,
  clientListResponseSchema,
  clientResponseSchema,
  createClientRequestSchema,
  createClientResponseSchema,
  idParamsSchema,
  resetClientPasswordRequestSchema,
  resetClientPasswordResponseSchema,
  sendClientMessageRequestSchema,
  sendClientMessageResponseSchema,
  updateClientRequestSchema,
  type AdminClient,
} from '@shared/contracts/admin-operations';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../security/secret-box';
import { actorOf, adminDoc } from '../admin-lists/admin-http';
import { sendList } from '../admin-lists/send-list';
import { HttpError } from '../../plugins/errors';
import { listClients } from './admin-clients.service';
import {
  createClient,
  resetClientPassword,
  sendClientMessage,
  updateClient,
} from './client-accounts.service';
import {
  getClientDetails,
  revealClientStreamingLogin,
  StreamingPasswordSealedError,
} from './client-details.service';

export const clientCsvColumns = [
  { header: 'Username', value: (c: AdminClient) => c.username },
  { header: 'Name', value: (c: AdminClient) => c.name },
  { header: 'Email', value: (c: AdminClient) => c.email },
  { header: 'WhatsApp', value: (c: AdminClient) => c.whatsapp },
  { header: 'Status', value: (c: AdminClient) => c.status },
  { header: 'Package', value: (c: AdminClient) => c.packageName },
  { header: 'Expires', value: (c: AdminClient) => c.subscriptionExpiresAt },
  { header: 'Max connections', value: (c: AdminClient) => c.maxConnections },
  { header: 'Payment reference', value: (c: AdminClient) => c.paymentReference },
  { header: 'Created', value: (c: AdminClient) => c.createdAt },
];

/** get-admin-clients and the /admin/client/{clientId} screen. */
export function adminClientsRoutes(db: Db, box: SecretBox | null, portal: { portalLink: string }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { onRequest: app.requireAdmin };

    r.get(
      '/api/admin/clients',
      {
        ...guard,
        schema: {
          ...adminDoc('Clients (get-admin-clients); ?format=csv'),
          querystring: clientListQuerySchema,
          response: { 200: clientListResponseSchema },
        },
      },
      async (request, reply) =>
        sendList(reply, request.query, await listClients(db, request.query), {
          name: 'clients',
          columns: clientCsvColumns,
        }),
    );

    r.post(
      '/api/admin/clients',
      {
        ...guard,
        schema: {
          ...adminDoc('Create a client with a one-time password'),
          body: createClientRequestSchema,
          response: { 201: createClientResponseSchema },
        },
      },
      async (request, reply) => {
        const result = await db.transaction((tx) =>
          createClient(tx, box, actorOf(request), request.body, portal),
        );
        return reply.code(201).send(result);
      },
    );

    r.get(
      '/api/admin/clients/:id',
      {
        ...guard,
        schema: {
          ...adminDoc(
            'Client details: profile, subscription, streaming login (no password), history',
          ),
          params: idParamsSchema,
          response: { 200: clientDetailsResponseSchema },
        },
      },
      (request) => getClientDetails(db, request.params.id),
    );

    r.get(
      '/api/admin/clients/:id/streaming-login',
      {
        ...guard,
        schema: {
          ...adminDoc('Reveal the streaming login with its password (each reveal audited)'),
          params: idParamsSchema,
          response: { 200: adminStreamingLoginResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        try {
          return await revealClientStreamingLogin(db, box, actorOf(request), request.params.id);
        } catch (error) {
          if (error instanceof StreamingPasswordSealedError) {
            throw new HttpError(503, errorCodes.unavailable, error.message);
          }
          throw error;
        }
      },
    );

    r.patch(
      '/api/admin/clients/:id',
      {
        ...guard,
        schema: {
          ...adminDoc('Update a client (suspending revokes their sessions)'),
          params: idParamsSchema,
          body: updateClientRequestSchema,
          response: { 200: clientResponseSchema },
        },
      },
      (request) =>
        db.transaction((tx) =>
          updateClient(tx, box, actorOf(request), request.params.id, request.body),
        ),
    );

    r.post(
      '/api/admin/clients/:id/reset-password',
      {
        ...guard,
        schema: {
          ...adminDoc('A temporary password, shown once or sent'),
          params: idParamsSchema,
          body: resetClientPasswordRequestSchema,
          response: { 200: resetClientPasswordResponseSchema },
        },
      },
      (request) =>
        db.transaction((tx) =>
          resetClientPassword(
            tx,
            actorOf(request),
            request.params.id,
            request.body.deliver,
            portal,
          ),
        ),
    );

    r.post(
      '/api/admin/clients/:id/messages',
      {
        ...guard,
        schema: {
          ...adminDoc('Send the client a message through the outbox'),
          params: idParamsSchema,
          body: sendClientMessageRequestSchema,
          response: { 201: sendClientMessageResponseSchema },
        },
      },
      async (request, reply) => {
        const result = await db.transaction((tx) =>
          sendClientMessage(tx, actorOf(request), request.params.id, request.body),
        );
        return reply.code(201).send(result);
      },
    );
  };
}
