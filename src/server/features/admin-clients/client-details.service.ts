import { eq } from 'drizzle-orm';
import type {
  AdminStreamingLoginResponse,
  ClientDetailsResponse,
} from '@shared/contracts/admin-operations';
import type { Db } from '../../db/client';
import { clients, packages } from '../../db/schema/index';
import type { SecretBox } from '../../security/secret-box';
import { AdminNotFoundError, auditAdmin, type AdminActor } from '../admin-lists/admin-actor';
import { iso } from '../admin-lists/list.service';
import { listAuditEntries } from '../admin-audit/admin-audit.service';
import { listContentRequestsAdmin } from '../admin-content-requests/admin-content-requests.service';
import { listPayments } from '../admin-payments/admin-payments.service';
import { listProofs } from '../admin-payments/payment-proofs.service';
import { listTicketsAdmin } from '../admin-tickets/admin-tickets.service';
import { listUpgradeRequestsAdmin } from '../admin-upgrades/admin-upgrades.service';
import { daysLeft, findSealedStreamingLogin } from '../client-portal/subscription.service';
import { clientWithPackage, toAdminClient } from './admin-clients.service';

/**
 * Everything the /admin/client/{clientId} screen shows. The streaming password stays sealed here:
 * the screen asks for it with revealClientStreamingLogin, which is audited.
 */
export async function getClientDetails(
  db: Db,
  id: string,
  now = new Date(),
): Promise<ClientDetailsResponse> {
  const [row] = await db
    .select({ ...clientWithPackage, packagePriceCents: packages.priceCents })
    .from(clients)
    .leftJoin(packages, eq(packages.id, clients.packageId))
    .where(eq(clients.id, id))
    .limit(1);
  if (!row) throw new AdminNotFoundError('Client');
  const c = row.client;
  const all = {
    q: undefined,
    order: 'desc' as const,
    page: 1,
    pageSize: 100,
    format: 'json' as const,
  };
  const [payments, proofs, tickets, upgrades, contentRequests, audit] = await Promise.all([
    listPayments(db, { ...all, sort: 'paidAt', clientId: id }),
    listProofs(db, { ...all, sort: 'createdAt', clientId: id }),
    listTicketsAdmin(db, { ...all, sort: 'createdAt', clientId: id }),
    listUpgradeRequestsAdmin(db, { ...all, sort: 'createdAt', clientId: id }),
    listContentRequestsAdmin(db, { ...all, sort: 'createdAt', clientId: id }),
    listAuditEntries(db, { ...all, sort: 'createdAt', aboutClientId: id }),
  ]);
  const expires = c.subscriptionExpiresAt;
  return {
    client: toAdminClient(row),
    subscription: {
      status: c.status,
      packageId: c.packageId,
      packageName: row.packageName,
      packagePriceCents: row.packagePriceCents,
      startedAt: iso(c.subscriptionStartedAt),
      expiresAt: iso(expires),
      daysLeft: daysLeft(expires, now),
      maxConnections: c.maxConnections,
    },
    streamingLogin:
      c.streamingServerUrl || c.streamingUsername || c.streamingPasswordEncrypted
        ? {
            serverUrl: c.streamingServerUrl,
            username: c.streamingUsername,
            hasPassword: c.streamingPasswordEncrypted !== null,
          }
        : null,
    payments: payments.items,
    proofs: proofs.items,
    tickets: tickets.items,
    upgradeRequests: upgrades.items,
    contentRequests: contentRequests.items,
    audit: audit.items,
  };
}

/** The password is sealed but this instance has no APP_SECRET to open it. */
export class StreamingPasswordSealedError extends Error {
  constructor() {
    super('The streaming password cannot be shown: APP_SECRET is not set.');
  }
}

/**
 * The client's streaming login with the password decrypted, for the admin who asked to reveal it.
 * Each reveal is one audit entry, in the same words as the client's own reveal in the portal.
 */
export async function revealClientStreamingLogin(
  db: Db,
  box: SecretBox | null,
  actor: AdminActor,
  id: string,
): Promise<AdminStreamingLoginResponse> {
  const c = await findSealedStreamingLogin(db, id);
  if (!c) throw new AdminNotFoundError('Client');
  if (!c.serverUrl && !c.username && !c.sealed) throw new AdminNotFoundError('Streaming login');
  if (c.sealed && !box) throw new StreamingPasswordSealedError();
  const password = c.sealed ? box!.open(c.sealed) : null;
  await auditAdmin(db, actor, 'client.streaming_login_revealed', { table: 'clients', id });
  return { serverUrl: c.serverUrl, username: c.username, password };
}
