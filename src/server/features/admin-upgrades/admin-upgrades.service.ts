import { alias } from 'drizzle-orm/pg-core';
import { and, count, eq, sql } from 'drizzle-orm';
import type {
  AdminUpgradeRequest,
  upgradeListQuerySchema,
} from '@shared/contracts/admin-operations';
import { formatJohannesburgDate } from '@shared/rules/johannesburg-time';
import { convertedExpiry } from '@shared/rules/upgrade';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  clients,
  packages,
  packageUpgradeRequests,
  type PackageUpgradeRequest,
} from '../../db/schema/index';
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
import { queueClientMessage, type DefaultTexts } from '../admin-clients/client-messages.service';
import { clientDisplayName } from '../sessions/sessions.service';

export type UpgradeListInput = z.output<typeof upgradeListQuerySchema>;

const fromPackage = alias(packages, 'from_package');
const toPackage = alias(packages, 'to_package');

const selection = {
  request: packageUpgradeRequests,
  client: { firstName: clients.firstName, lastName: clients.lastName, username: clients.username },
  fromPackageName: fromPackage.name,
  toPackageName: toPackage.name,
};

function toAdminUpgrade(row: {
  request: PackageUpgradeRequest;
  client: { firstName: string; lastName: string; username: string };
  fromPackageName: string | null;
  toPackageName: string | null;
}): AdminUpgradeRequest {
  const r = row.request;
  return {
    id: r.id,
    clientId: r.clientId,
    clientName: clientDisplayName(row.client),
    clientUsername: row.client.username,
    fromPackageId: r.fromPackageId,
    fromPackageName: row.fromPackageName,
    toPackageId: r.toPackageId,
    toPackageName: row.toPackageName,
    priceDifferenceCents: r.priceDifferenceCents,
    status: r.status,
    reason: r.reason,
    decidedAt: iso(r.decidedAt),
    createdAt: r.createdAt.toISOString(),
  };
}

function baseQuery(db: Db) {
  return db
    .select(selection)
    .from(packageUpgradeRequests)
    .innerJoin(clients, eq(clients.id, packageUpgradeRequests.clientId))
    .leftJoin(fromPackage, eq(fromPackage.id, packageUpgradeRequests.fromPackageId))
    .leftJoin(toPackage, eq(toPackage.id, packageUpgradeRequests.toPackageId));
}

export async function listUpgradeRequestsAdmin(db: Db, query: UpgradeListInput) {
  const where = and(
    query.status ? eq(packageUpgradeRequests.status, query.status) : undefined,
    query.clientId ? eq(packageUpgradeRequests.clientId, query.clientId) : undefined,
    searchAny(query.q, [clients.username, clientName, fromPackage.name, toPackage.name]),
  );
  const sortColumn = {
    createdAt: packageUpgradeRequests.createdAt,
    status: packageUpgradeRequests.status,
    client: sql`lower(${clientName})`,
    priceDifference: packageUpgradeRequests.priceDifferenceCents,
  }[query.sort];
  const page = pageOf(query);
  const [rows, [total]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(...orderOf(query.order, sortColumn, packageUpgradeRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(packageUpgradeRequests)
      .innerJoin(clients, eq(clients.id, packageUpgradeRequests.clientId))
      .leftJoin(fromPackage, eq(fromPackage.id, packageUpgradeRequests.fromPackageId))
      .leftJoin(toPackage, eq(toPackage.id, packageUpgradeRequests.toPackageId))
      .where(where),
  ]);
  return listResult(query, rows.map(toAdminUpgrade), total?.n ?? 0);
}

async function getAdminUpgrade(db: Db, id: string) {
  const [row] = await baseQuery(db).where(eq(packageUpgradeRequests.id, id)).limit(1);
  if (!row) throw new AdminNotFoundError('Upgrade request');
  return toAdminUpgrade(row);
}

const upgradeApprovedTexts: DefaultTexts = {
  email: {
    subject: 'Your package change to {{package_name}} is approved',
    body: `Hi {{first_name}},

Your change to {{package_name}} is approved and active now. Your subscription runs until {{expires_on}}.

{{company_name}}`,
  },
  whatsapp: {
    subject: null,
    body: `Hi {{first_name}}, your change to {{package_name}} is approved and active now. Your subscription runs until {{expires_on}}. - {{company_name}}`,
  },
};

const upgradeRejectedTexts: DefaultTexts = {
  email: {
    subject: 'About your package change to {{package_name}}',
    body: `Hi {{first_name}},

We could not approve your change to {{package_name}}: {{reason}}

Your current package stays as it is. Reply to this message if you have questions.

{{company_name}}`,
  },
  whatsapp: {
    subject: null,
    body: `Hi {{first_name}}, we could not approve your change to {{package_name}}: {{reason}}. Your current package stays as it is. - {{company_name}}`,
  },
};

async function pendingRequest(db: Db, id: string): Promise<PackageUpgradeRequest> {
  const [request] = await db
    .select()
    .from(packageUpgradeRequests)
    .where(eq(packageUpgradeRequests.id, id))
    .for('update');
  if (!request) throw new AdminNotFoundError('Upgrade request');
  if (request.status !== 'pending') {
    throw new AdminConflictError(`This upgrade request was already ${request.status}.`);
  }
  return request;
}

/** Approves: the package changes now and the time left is converted (src/shared/rules/upgrade.ts). */
export async function approveUpgradeRequest(
  db: Db,
  actor: AdminActor,
  id: string,
  note: string | undefined,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const request = await pendingRequest(tx, id);
    const [client] = await tx
      .select()
      .from(clients)
      .where(eq(clients.id, request.clientId))
      .for('update');
    if (!client) throw new AdminNotFoundError('Client');
    const [target] = request.toPackageId
      ? await tx.select().from(packages).where(eq(packages.id, request.toPackageId))
      : [];
    if (!target) throw new AdminConflictError('The requested package no longer exists.');
    const [current] = client.packageId
      ? await tx.select().from(packages).where(eq(packages.id, client.packageId))
      : [];
    const expiresAt = convertedExpiry(client.subscriptionExpiresAt, current ?? null, target, now);
    const [updated] = await tx
      .update(clients)
      .set({ packageId: target.id, subscriptionExpiresAt: expiresAt })
      .where(eq(clients.id, client.id))
      .returning();
    await tx
      .update(packageUpgradeRequests)
      .set({ status: 'approved', decidedBy: actor.adminId, decidedAt: now, reason: note ?? null })
      .where(eq(packageUpgradeRequests.id, id));
    const message = await queueClientMessage(
      tx,
      updated!,
      'upgrade_approved',
      {
        package_name: target.name,
        expires_on: expiresAt ? formatJohannesburgDate(expiresAt) : '',
      },
      upgradeApprovedTexts,
      { table: 'package_upgrade_requests', id },
    );
    await auditAdmin(
      tx,
      actor,
      'upgrade_request.approve',
      { table: 'package_upgrade_requests', id },
      {
        clientId: client.id,
        fromPackageId: client.packageId,
        toPackageId: target.id,
        expiresFrom: iso(client.subscriptionExpiresAt),
        expiresTo: iso(expiresAt),
        outboxId: message?.id ?? null,
      },
    );
    return {
      request: await getAdminUpgrade(tx, id),
      client: {
        id: client.id,
        packageId: updated!.packageId,
        subscriptionExpiresAt: iso(updated!.subscriptionExpiresAt),
        previousExpiresAt: iso(client.subscriptionExpiresAt),
      },
    };
  });
}

export async function rejectUpgradeRequest(
  db: Db,
  actor: AdminActor,
  id: string,
  reason: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const request = await pendingRequest(tx, id);
    await tx
      .update(packageUpgradeRequests)
      .set({ status: 'rejected', decidedBy: actor.adminId, decidedAt: now, reason })
      .where(eq(packageUpgradeRequests.id, id));
    const [client] = await tx.select().from(clients).where(eq(clients.id, request.clientId));
    const [target] = request.toPackageId
      ? await tx
          .select({ name: packages.name })
          .from(packages)
          .where(eq(packages.id, request.toPackageId))
      : [];
    const message = client
      ? await queueClientMessage(
          tx,
          client,
          'upgrade_rejected',
          { package_name: target?.name ?? 'the new package', reason },
          upgradeRejectedTexts,
          { table: 'package_upgrade_requests', id },
        )
      : null;
    await auditAdmin(
      tx,
      actor,
      'upgrade_request.reject',
      { table: 'package_upgrade_requests', id },
      {
        clientId: request.clientId,
        reason,
        outboxId: message?.id ?? null,
      },
    );
    return { request: await getAdminUpgrade(tx, id) };
  });
}
