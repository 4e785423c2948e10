import { desc, eq } from 'drizzle-orm';
import type {
  CapturedPayment,
  ClientPaymentsResponse,
  PaymentProof,
} from '@shared/contracts/client-portal';
import type { Db } from '../../db/client';
import {
  capturedPayments,
  clients,
  paymentProofs,
  type PaymentProof as PaymentProofRow,
} from '../../db/schema/index';

export function toProof(row: PaymentProofRow): PaymentProof {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    amountCents: row.amountCents,
    reference: row.reference,
    status: row.status,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** get-client-payments: the client's captured payments and proofs, newest first. */
export async function listClientPayments(
  db: Db,
  clientId: string,
): Promise<ClientPaymentsResponse> {
  const payments = await db
    .select()
    .from(capturedPayments)
    .where(eq(capturedPayments.clientId, clientId))
    .orderBy(desc(capturedPayments.paidAt), desc(capturedPayments.createdAt));
  const proofs = await db
    .select()
    .from(paymentProofs)
    .where(eq(paymentProofs.clientId, clientId))
    .orderBy(desc(paymentProofs.createdAt));
  const [client] = await db
    .select({ paymentReference: clients.paymentReference })
    .from(clients)
    .where(eq(clients.id, clientId));
  return {
    success: true,
    paymentReference: client?.paymentReference ?? null,
    payments: payments.map((p): CapturedPayment => ({
      id: p.id,
      amountCents: p.amountCents,
      method: p.method,
      reference: p.reference,
      paidAt: p.paidAt.toISOString(),
      monthsPaid: p.monthsPaid,
      proofId: p.proofId,
      createdAt: p.createdAt.toISOString(),
    })),
    proofs: proofs.map(toProof),
  };
}
