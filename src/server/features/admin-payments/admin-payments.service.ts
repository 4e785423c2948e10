import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type {
  AdminPayment,
  CapturePaymentResponse,
  capturePaymentRequestSchema,
  paymentListQuerySchema,
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
  type CapturedPayment,
  type Client,
} from '../../db/schema/index';
import { AdminConflictError, auditAdmin, type AdminActor } from '../admin-lists/admin-actor';
import {
  clientName,
  iso,
  listResult,
  orderOf,
  pageOf,
  searchAny,
} from '../admin-lists/list.service';
import { queueClientMessage } from '../admin-clients/client-messages.service';
import { clientDisplayName } from '../sessions/sessions.service';
import { paymentReceiptTexts } from './payment-texts';

/**
 * Captured payments (get-admin-captured-payments): the list, and capturing a payment, which
 * extends the client's subscription. Proofs of payment are in payment-proofs.service.ts.
 */

export type PaymentListInput = z.output<typeof paymentListQuerySchema>;
export type CapturePaymentInput = z.output<typeof capturePaymentRequestSchema>;

/** A client's full name in SQL, for searching and sorting by it. */

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
    method: capturedPayments.method,
    monthsPaid: capturedPayments.monthsPaid,
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
