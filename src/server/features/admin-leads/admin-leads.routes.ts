import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  convertLeadRequestSchema,
  convertLeadResponseSchema,
  idParamsSchema,
  leadConversionPrefillSchema,
  leadListQuerySchema,
  leadListResponseSchema,
  leadResponseSchema,
  updateLeadRequestSchema,
  type AdminLead,
} from '@shared/contracts/admin-operations';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../security/secret-box';
import { actorOf, adminDoc } from '../admin-lists/admin-http';
import { sendList } from '../admin-lists/send-list';
import { convertLead, leadConversionPrefill, listLeads, updateLead } from './admin-leads.service';

const leadCsv = [
  { header: 'Received', value: (l: AdminLead) => l.createdAt },
  { header: 'Kind', value: (l: AdminLead) => l.kind },
  { header: 'Status', value: (l: AdminLead) => l.status },
  { header: 'Name', value: (l: AdminLead) => l.fullName },
  { header: 'Email', value: (l: AdminLead) => l.email },
  { header: 'WhatsApp', value: (l: AdminLead) => l.whatsapp },
  { header: 'Package', value: (l: AdminLead) => l.packageName },
  { header: 'Duration', value: (l: AdminLead) => l.duration },
  { header: 'Device', value: (l: AdminLead) => l.device },
  { header: 'Payment reference', value: (l: AdminLead) => l.paymentReference },
];

export function adminLeadsRoutes(db: Db, box: SecretBox | null, portal: { portalLink: string }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { onRequest: app.requireAdmin };

    r.get(
      '/api/admin/leads',
      {
        ...guard,
        schema: {
          ...adminDoc('Leads (orders, interest, free trials); ?format=csv'),
          querystring: leadListQuerySchema,
          response: { 200: leadListResponseSchema },
        },
      },
      async (request, reply) =>
        sendList(reply, request.query, await listLeads(db, request.query), {
          name: 'leads',
          columns: leadCsv,
        }),
    );

    r.patch(
      '/api/admin/leads/:id',
      {
        ...guard,
        schema: {
          ...adminDoc('Lead status and notes'),
          params: idParamsSchema,
          body: updateLeadRequestSchema,
          response: { 200: leadResponseSchema },
        },
      },
      (request) => updateLead(db, actorOf(request), request.params.id, request.body),
    );

    r.get(
      '/api/admin/leads/:id/conversion',
      {
        ...guard,
        schema: {
          ...adminDoc('The client fields a conversion starts from'),
          params: idParamsSchema,
          response: { 200: leadConversionPrefillSchema },
        },
      },
      (request) => leadConversionPrefill(db, request.params.id),
    );

    r.post(
      '/api/admin/leads/:id/convert',
      {
        ...guard,
        schema: {
          ...adminDoc('Convert a lead to a client (one-time password)'),
          params: idParamsSchema,
          body: convertLeadRequestSchema,
          response: { 201: convertLeadResponseSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await convertLead(db, box, actorOf(request), request.params.id, request.body, portal),
          ),
    );
  };
}
