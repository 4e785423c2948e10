import type { Readable } from 'node:stream';
import { and, count, eq, sql } from 'drizzle-orm';
import type {
  AdminProof,
  confirmProofRequestSchema,
  proofListQuerySchema,
} from '@shared/contracts/admin-operations';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  capturedPayments,
  clients,
  paymentProofs,
  type Client,
  type PaymentProof,
} from '../../db/schema/index';
import type { FileStorage } from '../../storage/storage';
import {
  AdminConflictError,
  AdminNotFoundError,
  auditAdmin,
  type AdminActor,
} from '../admin-lists/admin-actor';
import {
  clientName,
  iso,
  listResult,
  orderOf,
  pageOf,
  searchAny,
} from '../admin-lists/list.service';
import { findClient, queueClientMessage } from '../admin-clients/client-messages.service';
import { clientDisplayName } from '../sessions/sessions.service';
import { capturePayment } from './admin-payments.service';
import { proofRejectedTexts } from './payment-texts';

/**
 * Proofs of payment the clients uploaded: the list, the file, and the review. Confirming one
 * captures the payment it shows (admin-payments.service.ts); rejecting one tells the client why.
 */

export type ProofListInput = z.output<typeof proofListQuerySchema>;
export type ConfirmProofInput = z.output<typeof confirmProofRequestSchema>;

const proofSelection = {
  proof: paymentProofs,
  client: { firstName: clients.firstName, lastName: clients.lastName, username: clients.username },
  paymentId: capturedPayments.id,
};

function toAdminProof(row: {
  proof: PaymentProof;
  client: Pick<Client, 'firstName' | 'lastName' | 'username'>;
  paymentId: string | null;
}): AdminProof {
  const p = row.proof;
  return {
    id: p.id,
    clientId: p.clientId,
    clientName: clientDisplayName(row.client),
    clientUsername: row.client.username,
    fileName: p.fileName,
    contentType: p.contentType,
    sizeBytes: p.sizeBytes,
    amountCents: p.amountCents,
    reference: p.reference,
    status: p.status,
    rejectReason: p.rejectReason,
    reviewedAt: iso(p.reviewedAt),
    paymentId: row.paymentId,
    fileUrl: `/api/admin/payment-proofs/${p.id}/file`,
    createdAt: p.createdAt.toISOString(),
  };
}

export async function listProofs(db: Db, query: ProofListInput) {
  const where = and(
    query.status ? eq(paymentProofs.status, query.status) : undefined,
    query.clientId ? eq(paymentProofs.clientId, query.clientId) : undefined,
    searchAny(query.q, [
      paymentProofs.reference,
      paymentProofs.fileName,
      clients.username,
      clientName,
    ]),
  );
  const sortColumn = {
    createdAt: paymentProofs.createdAt,
    client: sql`lower(${clientName})`,
    amountCents: paymentProofs.amountCents,
    status: paymentProofs.status,
  }[query.sort];
  const page = pageOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(proofSelection)
      .from(paymentProofs)
      .innerJoin(clients, eq(clients.id, paymentProofs.clientId))
      .leftJoin(capturedPayments, eq(capturedPayments.proofId, paymentProofs.id))
      .where(where)
      .orderBy(...orderOf(query.order, sortColumn, paymentProofs.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(paymentProofs)
      .innerJoin(clients, eq(clients.id, paymentProofs.clientId))
      .where(where),
  ]);
  return listResult(query, rows.map(toAdminProof), total?.n ?? 0);
}

async function getAdminProof(db: Db, id: string): Promise<AdminProof> {
  const [row] = await db
    .select(proofSelection)
    .from(paymentProofs)
    .innerJoin(clients, eq(clients.id, paymentProofs.clientId))
    .leftJoin(capturedPayments, eq(capturedPayments.proofId, paymentProofs.id))
    .where(eq(paymentProofs.id, id))
    .limit(1);
  if (!row) throw new AdminNotFoundError('Proof of payment');
  return toAdminProof(row);
}

async function pendingProof(db: Db, id: string): Promise<PaymentProof> {
  const [proof] = await db
    .select()
    .from(paymentProofs)
    .where(eq(paymentProofs.id, id))
    .for('update');
  if (!proof) throw new AdminNotFoundError('Proof of payment');
  if (proof.status !== 'pending') {
    throw new AdminConflictError(`This proof of payment was already ${proof.status}.`);
  }
  return proof;
}

/** Confirming a proof = capturing the payment it shows, linked to it. */
export async function confirmProof(
  db: Db,
  actor: AdminActor,
  id: string,
  input: ConfirmProofInput,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const proof = await pendingProof(tx, id);
    const amountCents = input.amountCents ?? proof.amountCents;
    if (amountCents === null || amountCents === undefined) {
      throw new AdminConflictError('The proof shows no amount: enter it', 'amountCents', 400);
    }
    await tx
      .update(paymentProofs)
      .set({ status: 'confirmed', reviewedBy: actor.adminId, reviewedAt: now, rejectReason: null })
      .where(eq(paymentProofs.id, id));
    const captured = await capturePayment(
      tx,
      actor,
      {
        clientId: proof.clientId,
        amountCents,
        method: 'eft',
        reference: input.reference || proof.reference || undefined,
        paidAt: input.paidAt ?? proof.createdAt.toISOString(),
        monthsPaid: input.monthsPaid,
        notes: input.notes ?? null,
        proofId: id,
      },
      now,
    );
    await auditAdmin(
      tx,
      actor,
      'payment_proof.confirm',
      { table: 'payment_proofs', id },
      {
        paymentId: captured.payment.id,
      },
    );
    return { ...captured, proof: await getAdminProof(tx, id) };
  });
}

export async function rejectProof(
  db: Db,
  actor: AdminActor,
  id: string,
  reason: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const proof = await pendingProof(tx, id);
    await tx
      .update(paymentProofs)
      .set({ status: 'rejected', rejectReason: reason, reviewedBy: actor.adminId, reviewedAt: now })
      .where(eq(paymentProofs.id, id));
    const client = await findClient(tx, proof.clientId);
    const message = client
      ? await queueClientMessage(
          tx,
          client,
          'payment_proof_rejected',
          { file_name: proof.fileName, reason },
          proofRejectedTexts,
          { table: 'payment_proofs', id },
        )
      : null;
    await auditAdmin(
      tx,
      actor,
      'payment_proof.reject',
      { table: 'payment_proofs', id },
      {
        reason,
        outboxId: message?.id ?? null,
      },
    );
    return { proof: await getAdminProof(tx, id) };
  });
}

/** A proof's file for the admin (any client's); 404 when the row or the file is missing. */
export async function openProofFile(
  db: Db,
  storage: FileStorage,
  id: string,
): Promise<{ stream: Readable; size: number; fileName: string; contentType: string }> {
  const [proof] = await db.select().from(paymentProofs).where(eq(paymentProofs.id, id)).limit(1);
  if (!proof) throw new AdminNotFoundError('Proof of payment');
  const file = await storage.get(proof.storageKey);
  if (!file) throw new AdminNotFoundError('Proof of payment file');
  return { ...file, fileName: proof.fileName, contentType: proof.contentType };
}
