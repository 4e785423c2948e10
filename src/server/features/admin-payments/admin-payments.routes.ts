import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  capturePaymentRequestSchema,
  capturePaymentResponseSchema,
  confirmProofRequestSchema,
  confirmProofResponseSchema,
  idParamsSchema,
  paymentListQuerySchema,
  paymentListResponseSchema,
  proofListQuerySchema,
  proofListResponseSchema,
  rejectProofRequestSchema,
  rejectProofResponseSchema,
  type AdminPayment,
  type AdminProof,
} from '@shared/contracts/admin-operations';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../storage/storage';
import { actorOf, adminDoc } from '../admin-lists/admin-http';
import { sendList } from '../admin-lists/send-list';
import { capturePayment, listPayments } from './admin-payments.service';
import { confirmProof, listProofs, openProofFile, rejectProof } from './payment-proofs.service';

const paymentCsv = [
  { header: 'Paid', value: (p: AdminPayment) => p.paidAt },
  { header: 'Client', value: (p: AdminPayment) => p.clientName },
  { header: 'Username', value: (p: AdminPayment) => p.clientUsername },
  { header: 'Amount (R)', value: (p: AdminPayment) => (p.amountCents / 100).toFixed(2) },
  { header: 'Method', value: (p: AdminPayment) => p.method },
  { header: 'Reference', value: (p: AdminPayment) => p.reference },
  { header: 'Months', value: (p: AdminPayment) => p.monthsPaid },
  { header: 'Captured by', value: (p: AdminPayment) => p.capturedByEmail },
  { header: 'Notes', value: (p: AdminPayment) => p.notes },
];

const proofCsv = [
  { header: 'Uploaded', value: (p: AdminProof) => p.createdAt },
  { header: 'Client', value: (p: AdminProof) => p.clientName },
  { header: 'Username', value: (p: AdminProof) => p.clientUsername },
  {
    header: 'Amount (R)',
    value: (p: AdminProof) => (p.amountCents === null ? null : (p.amountCents / 100).toFixed(2)),
  },
  { header: 'Reference', value: (p: AdminProof) => p.reference },
  { header: 'Status', value: (p: AdminProof) => p.status },
  { header: 'Reject reason', value: (p: AdminProof) => p.rejectReason },
  { header: 'File', value: (p: AdminProof) => p.fileName },
];

/** get-admin-captured-payments, EFT capture, and proofs of payment. */
export function adminPaymentsRoutes(db: Db, storage: FileStorage) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { onRequest: app.requireAdmin };

    r.get(
      '/api/admin/payments',
      {
        ...guard,
        schema: {
          ...adminDoc('Captured payments (get-admin-captured-payments); ?format=csv'),
          querystring: paymentListQuerySchema,
          response: { 200: paymentListResponseSchema },
        },
      },
      async (request, reply) =>
        sendList(reply, request.query, await listPayments(db, request.query), {
          name: 'payments',
          columns: paymentCsv,
        }),
    );

    r.post(
      '/api/admin/payments',
      {
        ...guard,
        schema: {
          ...adminDoc('Capture a payment: extends the expiry, sends a receipt'),
          body: capturePaymentRequestSchema,
          response: { 201: capturePaymentResponseSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await capturePayment(db, actorOf(request), request.body)),
    );

    r.get(
      '/api/admin/payment-proofs',
      {
        ...guard,
        schema: {
          ...adminDoc('Proofs of payment; ?format=csv'),
          querystring: proofListQuerySchema,
          response: { 200: proofListResponseSchema },
        },
      },
      async (request, reply) =>
        sendList(reply, request.query, await listProofs(db, request.query), {
          name: 'payment-proofs',
          columns: proofCsv,
        }),
    );

    r.post(
      '/api/admin/payment-proofs/:id/confirm',
      {
        ...guard,
        schema: {
          ...adminDoc('Confirm a proof: captures the payment linked to it'),
          params: idParamsSchema,
          body: confirmProofRequestSchema,
          response: { 200: confirmProofResponseSchema },
        },
      },
      (request) => confirmProof(db, actorOf(request), request.params.id, request.body),
    );

    r.post(
      '/api/admin/payment-proofs/:id/reject',
      {
        ...guard,
        schema: {
          ...adminDoc('Reject a proof with a reason (the client is told)'),
          params: idParamsSchema,
          body: rejectProofRequestSchema,
          response: { 200: rejectProofResponseSchema },
        },
      },
      (request) => rejectProof(db, actorOf(request), request.params.id, request.body.reason),
    );

    r.get(
      '/api/admin/payment-proofs/:id/file',
      { ...guard, schema: { ...adminDoc("A proof's file"), params: idParamsSchema } },
      async (request, reply) => {
        const file = await openProofFile(db, storage, request.params.id);
        // The stored type was sniffed from the content at upload; nosniff keeps the browser to it.
        return reply
          .header('content-type', file.contentType)
          .header('content-length', String(file.size))
          .header(
            'content-disposition',
            `inline; filename="${file.fileName.replace(/["\\\r\n]/g, '_')}"`,
          )
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header(
            'content-security-policy',
            "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
          )
          .send(file.stream);
      },
    );
  };
}
