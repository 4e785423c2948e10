import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { clients } from './clients';
import { at, createdAt, id, oneOf, updatedAt } from './columns';

export const paymentMethods = ['eft', 'card', 'cash'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentProofStatuses = ['pending', 'confirmed', 'rejected'] as const;
export type PaymentProofStatus = (typeof paymentProofStatuses)[number];

/** A proof of payment a client uploads; the file itself lives in storage under `storage_key`. */
export const paymentProofs = pgTable(
  'payment_proofs',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    amountCents: integer('amount_cents'),
    reference: text('reference'),
    status: text('status', { enum: paymentProofStatuses }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    reviewedBy: uuid('reviewed_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    reviewedAt: at('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_proofs_client_id_idx').on(t.clientId),
    index('payment_proofs_status_created_at_idx').on(t.status, t.createdAt.desc()),
    index('payment_proofs_reviewed_by_idx').on(t.reviewedBy),
    oneOf('payment_proofs_status_check', t.status, paymentProofStatuses),
    check('payment_proofs_size_bytes_check', sql`${t.sizeBytes} >= 0`),
  ],
);

/** A payment an admin has captured against a client (optionally from a confirmed proof). */
export const capturedPayments = pgTable(
  'captured_payments',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: paymentMethods }).notNull(),
    reference: text('reference'),
    paidAt: at('paid_at').notNull().defaultNow(),
    monthsPaid: integer('months_paid').notNull().default(1),
    capturedBy: uuid('captured_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    proofId: uuid('proof_id').references(() => paymentProofs.id, { onDelete: 'set null' }),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('captured_payments_client_id_idx').on(t.clientId),
    index('captured_payments_created_at_idx').on(t.createdAt.desc()),
    index('captured_payments_paid_at_idx').on(t.paidAt.desc()),
    index('captured_payments_captured_by_idx').on(t.capturedBy),
    index('captured_payments_proof_id_idx').on(t.proofId),
    oneOf('captured_payments_method_check', t.method, paymentMethods),
    check('captured_payments_amount_cents_check', sql`${t.amountCents} >= 0`),
    check('captured_payments_months_paid_check', sql`${t.monthsPaid} >= 0`),
  ],
);

export type PaymentProof = typeof paymentProofs.$inferSelect;
export type NewPaymentProof = typeof paymentProofs.$inferInsert;
export type CapturedPayment = typeof capturedPayments.$inferSelect;
export type NewCapturedPayment = typeof capturedPayments.$inferInsert;
