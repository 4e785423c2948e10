import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, asc } from 'drizzle-orm';
import type {
  ClientNotice,
  DashboardResponse,
  StreamingLoginResponse,
} from '@shared/contracts/client-portal';
import type { PricingSpecial } from '@shared/contracts/public-site';
import type { Db } from '../../db/client';
import { clients, notices, packages, pricingSpecials } from '../../db/schema/index';
import type { SecretBox } from '../../security/secret-box';
import { recordAudit } from '../audit/audit.service';
import { clientDisplayName } from '../sessions/sessions.service';

const dayMs = 24 * 60 * 60 * 1000;

/** The SecretBox purpose of streaming passwords: one key for this purpose only. */
export const streamingCredentialsPurpose = 'streaming-credentials';

export class NotFoundError extends Error {}

/** Whole days until expiry, rounded up (0 on the day it ends, negative once it has passed). */
export function daysLeft(expiresAt: Date | null, now = new Date()): number | null {
  if (!expiresAt) return null;
  const days = Math.ceil((expiresAt.getTime() - now.getTime()) / dayMs);
  return days === 0 ? 0 : days;
}

/** The Xtream-style M3U playlist link built from the streaming login. */
export function m3uLink(serverUrl: string, username: string, password: string): string {
  const base = serverUrl.replace(/\/+$/, '');
  const query = new URLSearchParams({ username, password, type: 'm3u_plus', output: 'ts' });
  return `${base}/get.php?${query.toString()}`;
}

/** Published notices for clients ('clients' or 'all'), newest first. */
export async function listClientNotices(db: Db, limit = 10): Promise<ClientNotice[]> {
  const rows = await db
    .select()
    .from(notices)
    .where(and(eq(notices.isPublished, true), inArray(notices.audience, ['clients', 'all'])))
    .orderBy(desc(notices.publishedAt), desc(notices.createdAt))
    .limit(limit);
  return rows.map((n) => ({
    id: n.id,
    title: n.title,
    body: n.body,
    publishedAt: (n.publishedAt ?? n.createdAt).toISOString(),
  }));
}

/** The dashboard: subscription card, the streaming login without its password, notices. */
export async function getClientDashboard(
  db: Db,
  clientId: string,
  now = new Date(),
): Promise<DashboardResponse> {
  const [row] = await db
    .select({ client: clients, packageName: packages.name, packagePrice: packages.priceCents })
    .from(clients)
    .leftJoin(packages, eq(packages.id, clients.packageId))
    .where(eq(clients.id, clientId))
    .limit(1);
  if (!row) throw new NotFoundError();
  const c = row.client;
  return {
    client: {
      id: c.id,
      name: clientDisplayName(c),
      username: c.username,
      paymentReference: c.paymentReference,
    },
    subscription: {
      packageId: c.packageId,
      packageName: row.packageName,
      packagePriceCents: row.packagePrice,
      status: c.status,
      startedAt: c.subscriptionStartedAt?.toISOString() ?? null,
      expiresAt: c.subscriptionExpiresAt?.toISOString() ?? null,
      daysLeft: daysLeft(c.subscriptionExpiresAt, now),
      maxConnections: c.maxConnections,
    },
    streamingLogin: {
      serverUrl: c.streamingServerUrl,
      username: c.streamingUsername,
      hasPassword: c.streamingPasswordEncrypted !== null,
    },
    notices: await listClientNotices(db),
  };
}

/** A client's streaming login with its password still sealed; undefined for no such client. */
export async function findSealedStreamingLogin(db: Db, clientId: string) {
  const [login] = await db
    .select({
      serverUrl: clients.streamingServerUrl,
      username: clients.streamingUsername,
      sealed: clients.streamingPasswordEncrypted,
    })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  return login;
}

/** The streaming login with its password decrypted; every reveal is written to the audit log. */
export async function revealStreamingLogin(
  db: Db,
  box: SecretBox,
  input: { clientId: string; ip: string | null; userAgent: string | null },
): Promise<StreamingLoginResponse> {
  const c = await findSealedStreamingLogin(db, input.clientId);
  if (!c?.serverUrl || !c.username || !c.sealed) throw new NotFoundError();
  const password = box.open(c.sealed);
  await recordAudit(db, {
    actorType: 'client',
    actorId: input.clientId,
    action: 'client.streaming_login_revealed',
    targetTable: 'clients',
    targetId: input.clientId,
    ip: input.ip,
    userAgent: input.userAgent,
  });
  return {
    serverUrl: c.serverUrl,
    username: c.username,
    password,
    m3uUrl: m3uLink(c.serverUrl, c.username, password),
  };
}

/** The demo streaming password: clients of the demo see a working-looking login. */
export const demoStreamingPassword = 'demo-stream-8472';

/**
 * Gives the seeded demo clients (those with a streaming username and no password yet) the demo
 * streaming password, encrypted with the app secret. Run at start-up after the seed; idempotent.
 */
export async function sealDemoStreamingLogins(
  db: Db,
  box: SecretBox,
  usernames: readonly string[],
): Promise<number> {
  if (usernames.length === 0) return 0;
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        inArray(clients.username, [...usernames]),
        isNotNull(clients.streamingUsername),
        isNull(clients.streamingPasswordEncrypted),
      ),
    );
  for (const { id } of rows) {
    await db
      .update(clients)
      .set({ streamingPasswordEncrypted: box.seal(demoStreamingPassword) })
      .where(and(eq(clients.id, id), isNull(clients.streamingPasswordEncrypted)));
  }
  return rows.length;
}

/**
 * Renewal specials for existing clients: active, audience 'clients' or 'all', window open. The
 * browser matches them to packages with @shared/rules/specials, as the public pricing does.
 */
export async function listClientSpecials(db: Db, now = new Date()): Promise<PricingSpecial[]> {
  const rows = await db
    .select()
    .from(pricingSpecials)
    .where(
      and(
        eq(pricingSpecials.isActive, true),
        inArray(pricingSpecials.audience, ['clients', 'all']),
        lte(pricingSpecials.startsAt, now),
        or(isNull(pricingSpecials.endsAt), gt(pricingSpecials.endsAt, now)),
      ),
    )
    .orderBy(asc(pricingSpecials.durationMonths), asc(pricingSpecials.specialPriceCents));
  return rows.map((row) => ({
    id: row.id,
    packageName: row.packageName,
    durationMonths: row.durationMonths,
    originalPriceCents: row.originalPriceCents,
    specialPriceCents: row.specialPriceCents,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  }));
}
