import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { AdminClient, clientListQuerySchema } from '@shared/contracts/admin-operations';
import { whatsappChatLink } from '@shared/rules/phone';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { clients, packages, type Client } from '../../db/schema/index';
import { AdminNotFoundError } from '../admin-lists/admin-actor';
import {
  clientName,
  iso,
  listResult,
  orderOf,
  pageOf,
  searchAny,
} from '../admin-lists/list.service';
import { clientDisplayName } from '../sessions/sessions.service';

/**
 * Reads of clients: the list (get-admin-clients) and one client as the admin sees it. Account
 * actions are in client-accounts.service.ts; the details screen in client-details.service.ts.
 */

export type ClientListInput = z.output<typeof clientListQuerySchema>;

const dayMs = 24 * 60 * 60 * 1000;

export const clientWithPackage = { client: clients, packageName: packages.name };

export function toAdminClient(row: { client: Client; packageName: string | null }): AdminClient {
  const c = row.client;
  return {
    id: c.id,
    username: c.username,
    firstName: c.firstName,
    lastName: c.lastName,
    name: clientDisplayName(c),
    email: c.email,
    whatsapp: c.whatsapp,
    preferredChannel: c.preferredChannel,
    status: c.status,
    packageId: c.packageId,
    packageName: row.packageName,
    subscriptionStartedAt: iso(c.subscriptionStartedAt),
    subscriptionExpiresAt: iso(c.subscriptionExpiresAt),
    maxConnections: c.maxConnections,
    paymentReference: c.paymentReference,
    mustChangePassword: c.mustChangePassword,
    hasStreamingLogin: Boolean(c.streamingUsername || c.streamingPasswordEncrypted),
    notes: c.notes,
    whatsappLink: c.whatsapp ? whatsappChatLink(c.whatsapp) : null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export async function listClients(db: Db, query: ClientListInput, now = new Date()) {
  const where = and(
    query.status ? eq(clients.status, query.status) : undefined,
    query.packageId ? eq(clients.packageId, query.packageId) : undefined,
    query.expiringWithinDays !== undefined
      ? and(
          eq(clients.status, 'active'),
          gte(clients.subscriptionExpiresAt, now),
          lte(
            clients.subscriptionExpiresAt,
            new Date(now.getTime() + query.expiringWithinDays * dayMs),
          ),
        )
      : undefined,
    searchAny(query.q, [
      clients.username,
      clientName,
      clients.email,
      clients.whatsapp,
      clients.paymentReference,
    ]),
  );
  const sortColumn = {
    createdAt: clients.createdAt,
    username: clients.username,
    name: sql`lower(${clientName})`,
    expiresAt: clients.subscriptionExpiresAt,
    status: clients.status,
    package: sql`lower(${packages.name})`,
  }[query.sort];
  const page = pageOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(clientWithPackage)
      .from(clients)
      .leftJoin(packages, eq(packages.id, clients.packageId))
      .where(where)
      .orderBy(...orderOf(query.order, sortColumn, clients.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(clients).where(where),
  ]);
  return listResult(query, rows.map(toAdminClient), total?.n ?? 0);
}

export async function getAdminClient(db: Db, id: string): Promise<AdminClient> {
  const [row] = await db
    .select(clientWithPackage)
    .from(clients)
    .leftJoin(packages, eq(packages.id, clients.packageId))
    .where(eq(clients.id, id))
    .limit(1);
  if (!row) throw new AdminNotFoundError('Client');
  return toAdminClient(row);
}
