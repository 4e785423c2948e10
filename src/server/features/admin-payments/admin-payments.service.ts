import type { Readable } from 'node:stream';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type {
  AdminPayment,
  AdminProof,
  CapturePaymentResponse,
  capturePaymentRequestSchema,
  confirmProofRequestSchema,
  paymentListQuerySchema,
  proofListQuerySchema,
} from '@shared/contracts/admin-operations';
import {
  addJohannesburgMonths,
  formatJohannesburgDate,
  parseJohannesburgDate,
} from '@shared/rules/johannesburg-time';
import { formatRand } from '@shared/rules/money';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  adminUsers,
  capturedPayments,
  clients,
  packages,
  paymentProofs,
  type CapturedPayment,
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
import { iso, listResult, orderOf, pageOf, searchAny } from '../admin-lists/list.service';
import { findClient, queueClientMessage } from '../admin-clients/client-messages.service';
import { clientDisplayName } from '../sessions/sessions.service';
import { paymentReceiptTexts, proofRejectedTexts } from './payment-texts';

export type PaymentListInput = z.output<typeof paymentListQuerySchema>;
export type ProofListInput = z.output<typeof proofListQuerySchema>;
export type CapturePaymentInput = z.output<typeof capturePaymentRequestSchema>;
export type ConfirmProofInput = z.output<typeof confirmProofRequestSchema>;

const clientName = sql`(${clients.firstName} || ' ' || ${clients.lastName})`;

function toAdminPayment(row: {
  payment: CapturedPayment;
  client: Pick<Client, 'firstName' | 'lastName' | 'username'>;
  capturedByEmail: string | null;
}): AdminPayment {
  const p = row.payment;
  return {
    id: p.id,
    clientId: p.clientId,
    clientName: clientDisplayName(row.client),
    clientUsername: row.client.username,
    amountCents: p.amountCents,
    method: p.method,
    reference: p.reference,
    paidAt: p.paidAt.toISOString(),
    monthsPaid: p.monthsPaid,
    capturedByEmail: row.capturedByEmail,
    proofId: p.proofId,
    notes: p.notes,
    createdAt: p.createdAt.toISOString(),
  };
}

const paymentSelection = {
  payment: capturedPayments,
  client: { firstName: clients.firstName, lastName: clients.lastName, username: clients.username },
  capturedByEmail: adminUsers.email,
};

export async function listPayments(db: Db, query: PaymentListInput) {
  const where = and(
    query.clientId ? eq(capturedPayments.clientId, query.clientId) : undefined,
    query.method ? eq(capturedPayments.method, query.method) : undefined,
    query.from ? gte(capturedPayments.paidAt, parseJohannesburgDate(query.from)) : undefined,
    query.to ? lt(capturedPayments.paidAt, parseJohannesburgDate(query.to)) : undefined,
    searchAny(query.q, [
      capturedPayments.reference,
      capturedPayments.notes,
      clients.username,
      clientName,
    ]),
  );
  const sortColumn = {
    paidAt: capturedPayments.paidAt,
    createdAt: capturedPayments.createdAt,
    amountCents: capturedPayments.amountCents,
    client: sql`lower(${clientName})`,
  }[query.sort];
  const page = pageOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(paymentSelection)
      .from(capturedPayments)
      .innerJoin(clients, eq(clients.id, capturedPayments.clientId))
      .leftJoin(adminUsers, eq(adminUsers.id, capturedPayments.capturedBy))
      .where(where)
      .orderBy(...orderOf(query.order, sortColumn, capturedPayments.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(capturedPayments)
      .innerJoin(clients, eq(clients.id, capturedPayments.clientId))
      .where(where),
  ]);
  return listResult(query, rows.map(toAdminPayment), total?.n ?? 0);
}

async function getAdminPayment(db: Db, id: string): Promise<AdminPayment> {
  const [row] = await db
    .select(paymentSelection)
    .from(capturedPayments)
    .innerJoin(clients, eq(clients.id, capturedPayments.clientId))
    .leftJoin(adminUsers, eq(adminUsers.id, capturedPayments.capturedBy))
    .where(eq(capturedPayments.id, id));
  return toAdminPayment(row!);
}

/**
 * The new expiry after paying `months`: counted from the later of now and the current expiry, so
 * paying early never loses days and paying late never back-dates the new period.
 */
export function extendedExpiry(current: Date | null, months: number, now: Date): Date | null {
  if (months <= 0) return current;
  const from = current && current.getTime() > now.getTime() ? current : now;
  return addJohannesburgMonths(from, months);
}

/**
 * Captures a payment against a client: extends the subscription, re-activates an expired client
 * (a suspended one stays suspended), and queues a receipt by the client's preferred channel.
 */
export async function capturePayment(
  db: Db,
  actor: AdminActor,
  input: CapturePaymentInput & { proofId?: string | null },
  now = new Date(),
): Promise<CapturePaymentResponse> {
  return db.transaction(async (tx) => {
    const [client] = await tx
      .select()
      .from(clients)
      .where(eq(clients.id, input.clientId))
      .for('update');
    if (!client) throw new AdminConflictError('No such client', 'clientId', 400);
    const expiresAt = extendedExpiry(client.subscriptionExpiresAt, input.monthsPaid, now);
    const reactivate = client.status === 'expired' && input.monthsPaid > 0;
    const restarted =
      !client.subscriptionExpiresAt || client.subscriptionExpiresAt.getTime() <= now.getTime();
    const [updated] = await tx
      .update(clients)
      .set({
        subscriptionExpiresAt: expiresAt,
        ...(reactivate ? { status: 'active' as const } : {}),
        ...(restarted && input.monthsPaid > 0 ? { subscriptionStartedAt: now } : {}),
      })
      .where(eq(clients.id, client.id))
      .returning();
    const paidAt = input.paidAt ? parseJohannesburgDate(input.paidAt) : now;
    const [payment] = await tx
      .insert(capturedPayments)
      .values({
        clientId: client.id,
        amountCents: input.amountCents,
        method: input.method,
        reference: input.reference || client.paymentReference,
        paidAt,
        monthsPaid: input.monthsPaid,
        capturedBy: actor.adminId,
        proofId: input.proofId ?? null,
        notes: input.notes ?? null,
      })
      .returning();
    const [pkg] = client.packageId
      ? await tx
          .select({ name: packages.name })
          .from(packages)
          .where(eq(packages.id, client.packageId))
      : [];
    const receipt = await queueClientMessage(
      tx,
      updated!,
      'payment_receipt',
      {
        amount: formatRand(payment!.amountCents),
        reference: payment!.reference ?? '',
        months_paid: payment!.monthsPaid,
        paid_on: formatJohannesburgDate(paidAt),
        expires_on: expiresAt ? formatJohannesburgDate(expiresAt) : '',
        package_name: pkg?.name ?? 'streaming',
      },
      paymentReceiptTexts,
      { table: 'captured_payments', id: payment!.id },
    );
    await auditAdmin(
      tx,
      actor,
      'payment.capture',
      { table: 'captured_payments', id: payment!.id },
      {
        clientId: client.id,
        amountCents: payment!.amountCents,
        monthsPaid: payment!.monthsPaid,
        expiresFrom: iso(client.subscriptionExpiresAt),
        expiresTo: iso(expiresAt),
        reactivated: reactivate,
        proofId: input.proofId ?? null,
      },
    );
    return {
      payment: await getAdminPayment(tx, payment!.id),
      client: {
        id: updated!.id,
        status: updated!.status,
        subscriptionExpiresAt: iso(updated!.subscriptionExpiresAt),
      },
      receiptMessageId: receipt?.id ?? null,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Proofs of payment

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
