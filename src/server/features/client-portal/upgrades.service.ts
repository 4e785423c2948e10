import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UpgradeRequest } from '@shared/contracts/client-portal';
import type { Db } from '../../db/client';
import { clients, packages, packageUpgradeRequests } from '../../db/schema/index';
import { recordAudit } from '../audit/audit.service';

export class PendingUpgradeError extends Error {}
export class InvalidUpgradeError extends Error {}

const fromPackage = alias(packages, 'from_package');
const toPackage = alias(packages, 'to_package');

async function selectRequests(db: Db, clientId: string, id?: string): Promise<UpgradeRequest[]> {
  const rows = await db
    .select({
      r: packageUpgradeRequests,
      fromName: fromPackage.name,
      toName: toPackage.name,
    })
    .from(packageUpgradeRequests)
    .leftJoin(fromPackage, eq(fromPackage.id, packageUpgradeRequests.fromPackageId))
    .leftJoin(toPackage, eq(toPackage.id, packageUpgradeRequests.toPackageId))
    .where(
      and(
        eq(packageUpgradeRequests.clientId, clientId),
        id ? eq(packageUpgradeRequests.id, id) : undefined,
      ),
    )
    .orderBy(desc(packageUpgradeRequests.createdAt));
  return rows.map(({ r, fromName, toName }) => ({
    id: r.id,
    fromPackageName: fromName,
    toPackageId: r.toPackageId,
    toPackageName: toName,
    priceDifferenceCents: r.priceDifferenceCents,
    status: r.status,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  }));
}

/** The client's upgrade requests with their status and the business's reason, newest first. */
export function listUpgradeRequests(db: Db, clientId: string): Promise<UpgradeRequest[]> {
  return selectRequests(db, clientId);
}

/**
 * Asks to move to another active package. The price difference is the new package's price minus the
 * current one's (negative for a downgrade). One pending request at a time: the client row is locked
 * while checking, so two quick clicks cannot make two.
 */
export async function createUpgradeRequest(
  db: Db,
  input: { clientId: string; toPackageId: string; ip: string | null; userAgent: string | null },
): Promise<UpgradeRequest> {
  const id = await db.transaction(async (tx) => {
    const [client] = await tx
      .select({ packageId: clients.packageId })
      .from(clients)
      .where(eq(clients.id, input.clientId))
      .for('update');
    if (!client) throw new InvalidUpgradeError('Your account was not found.');
    const [target] = await tx
      .select()
      .from(packages)
      .where(and(eq(packages.id, input.toPackageId), eq(packages.isActive, true)));
    if (!target || target.isFreeTrial) {
      throw new InvalidUpgradeError('Please choose one of the packages on offer.');
    }
    if (target.id === client.packageId) {
      throw new InvalidUpgradeError('You are already on this package.');
    }
    const [pending] = await tx
      .select({ id: packageUpgradeRequests.id })
      .from(packageUpgradeRequests)
      .where(
        and(
          eq(packageUpgradeRequests.clientId, input.clientId),
          eq(packageUpgradeRequests.status, 'pending'),
        ),
      )
      .limit(1);
    if (pending) throw new PendingUpgradeError();
    const [current] = client.packageId
      ? await tx
          .select({ priceCents: packages.priceCents })
          .from(packages)
          .where(eq(packages.id, client.packageId))
      : [];
    const [row] = await tx
      .insert(packageUpgradeRequests)
      .values({
        clientId: input.clientId,
        fromPackageId: client.packageId,
        toPackageId: target.id,
        priceDifferenceCents: target.priceCents - (current?.priceCents ?? 0),
      })
      .returning({ id: packageUpgradeRequests.id });
    await recordAudit(tx, {
      actorType: 'client',
      actorId: input.clientId,
      action: 'client.upgrade_requested',
      targetTable: 'package_upgrade_requests',
      targetId: row!.id,
      ip: input.ip,
      userAgent: input.userAgent,
    });
    return row!.id;
  });
  const [created] = await selectRequests(db, input.clientId, id);
  return created!;
}
