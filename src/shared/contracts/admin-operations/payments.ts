import { z } from 'zod';
import { isoDate, text, optionalText, nullableText, uuidField } from './fields';
import { listQuery, listResponse, dateTimeInput } from './shared';
import { clientStatuses } from './clients';

// Payments and proofs: /api/admin/payments (get-admin-captured-payments), /api/admin/payment-proofs

const centsField = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be whole cents`)
    .min(0, `${label} may not be negative`)
    .max(100_000_000, `${label} is too large`);
const monthsField = z
  .number({ error: 'monthsPaid must be a number' })
  .int('monthsPaid must be whole months')
  .min(0, 'monthsPaid may not be negative')
  .max(36, 'monthsPaid is at most 36');

export const paymentMethods = ['eft', 'card', 'cash'] as const;
export const proofStatuses = ['pending', 'confirmed', 'rejected'] as const;

export const paymentListQuerySchema = listQuery(
  ['paidAt', 'createdAt', 'amountCents', 'client', 'method', 'monthsPaid'] as const,
  {
    clientId: uuidField('clientId').optional(),
    method: z.enum(paymentMethods).optional(),
    /** paid_at from (inclusive) and to (exclusive). */
    from: dateTimeInput.optional(),
    to: dateTimeInput.optional(),
  },
);

export const adminPaymentSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  clientUsername: z.string(),
  amountCents: z.number().int(),
  method: z.enum(paymentMethods),
  reference: z.string().nullable(),
  paidAt: isoDate,
  monthsPaid: z.number().int(),
  capturedByEmail: z.string().nullable(),
  proofId: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: isoDate,
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const paymentListResponseSchema = listResponse(adminPaymentSchema);

export const capturePaymentRequestSchema = z.object({
  clientId: uuidField('clientId'),
  amountCents: centsField('amountCents'),
  method: z.enum(paymentMethods).default('eft'),
  reference: optionalText('Reference', 120).optional(),
  /** Default: now. */
  paidAt: dateTimeInput.optional(),
  monthsPaid: monthsField,
  notes: nullableText('Notes', 2000).optional(),
});
export type CapturePaymentRequest = z.input<typeof capturePaymentRequestSchema>;

export const capturePaymentResponseSchema = z.object({
  payment: adminPaymentSchema,
  client: z.object({
    id: z.string(),
    status: z.enum(clientStatuses),
    subscriptionExpiresAt: isoDate.nullable(),
  }),
  /** The receipt queued in the outbox; null when the client has no contact on file. */
  receiptMessageId: z.string().nullable(),
});
export type CapturePaymentResponse = z.infer<typeof capturePaymentResponseSchema>;

export const proofListQuerySchema = listQuery(
  ['createdAt', 'client', 'amountCents', 'status'] as const,
  {
    status: z.enum(proofStatuses).optional(),
    clientId: uuidField('clientId').optional(),
  },
);

export const adminProofSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  clientUsername: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  amountCents: z.number().int().nullable(),
  reference: z.string().nullable(),
  status: z.enum(proofStatuses),
  rejectReason: z.string().nullable(),
  reviewedAt: isoDate.nullable(),
  /** The captured payment made when it was confirmed. */
  paymentId: z.string().nullable(),
  /** GET this (with the admin's bearer token) for the file. */
  fileUrl: z.string(),
  createdAt: isoDate,
});
export type AdminProof = z.infer<typeof adminProofSchema>;
export const proofListResponseSchema = listResponse(adminProofSchema);

/** Confirming a proof captures a payment linked to it (amount defaults to the proof's). */
export const confirmProofRequestSchema = z.object({
  amountCents: centsField('amountCents').optional(),
  monthsPaid: monthsField,
  reference: optionalText('Reference', 120).optional(),
  paidAt: dateTimeInput.optional(),
  notes: nullableText('Notes', 2000).optional(),
});
export const confirmProofResponseSchema = capturePaymentResponseSchema.extend({
  proof: adminProofSchema,
});
export const rejectProofRequestSchema = z.object({ reason: text('Reason', 1000) });
export const rejectProofResponseSchema = z.object({ proof: adminProofSchema });
