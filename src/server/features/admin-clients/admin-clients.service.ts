import { randomInt } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import type {
  AdminClient,
  ClientDetailsResponse,
  clientListQuerySchema,
  createClientRequestSchema,
  PasswordDelivery,
  sendClientMessageRequestSchema,
  streamingLoginInput,
  updateClientRequestSchema,
} from '@shared/contracts/admin-operations';
import { parseJohannesburgDate } from '@shared/rules/johannesburg-time';
import { whatsappChatLink } from '@shared/rules/phone';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { clients, packages, type Client, type NewClient } from '../../db/schema/index';
import type { SecretBox } from '../../security/secret-box';
import {
  AdminConflictError,
  AdminNotFoundError,
  auditAdmin,
  type AdminActor,
} from '../admin-lists/admin-actor';
import { iso, listResult, orderOf, pageOf, searchAny } from '../admin-lists/list.service';
import { listAuditEntries } from '../admin-audit/admin-audit.service';
import { listContentRequestsAdmin } from '../admin-content-requests/admin-content-requests.service';
import { listPayments, listProofs } from '../admin-payments/admin-payments.service';
import { listTicketsAdmin } from '../admin-tickets/admin-tickets.service';
import { listUpgradeRequestsAdmin } from '../admin-upgrades/admin-upgrades.service';
import { enqueueMessages } from '../outbox/outbox.service';
import { clientDisplayName, revokeSubjectSessions } from '../sessions/sessions.service';
import { findClient, pickChannel, queueClientMessage } from './client-messages.service';
import { clientWelcomeTexts, temporaryPasswordTexts } from './client-texts';

export type ClientListInput = z.output<typeof clientListQuerySchema>;
export type CreateClientInput = z.output<typeof createClientRequestSchema>;
export type UpdateClientInput = z.output<typeof updateClientRequestSchema>;
type StreamingLoginInput = z.output<typeof streamingLoginInput>;

const dayMs = 24 * 60 * 60 * 1000;
/** Where a client signs in, for messages (relative when PUBLIC_URL is unset). */
export interface PortalOptions {
  portalLink: string;
}

const clientWithPackage = { client: clients, packageName: packages.name };

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

const clientName = sql`(${clients.firstName} || ' ' || ${clients.lastName})`;

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

async function getAdminClient(db: Db, id: string): Promise<AdminClient> {
  const [row] = await db
    .select(clientWithPackage)
    .from(clients)
    .leftJoin(packages, eq(packages.id, clients.packageId))
    .where(eq(clients.id, id))
    .limit(1);
  if (!row) throw new AdminNotFoundError('Client');
  return toAdminClient(row);
}

/** 12 characters without look-alikes (0/O, 1/l/I): about 68 bits, easy to read out or type. */
export function generateTemporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
  let out = '';
  for (let i = 0; i < 12; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

function newClientReference(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  let out = 'C';
  for (let i = 0; i < 7; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

async function checkPackage(db: Db, packageId: string | null | undefined): Promise<void> {
  if (!packageId) return;
  const [found] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.id, packageId))
    .limit(1);
  if (!found) throw new AdminConflictError('No such package', 'packageId', 400);
}

/** The streaming login columns for the given input: the password sealed, absent fields kept. */
function streamingColumns(
  box: SecretBox | null,
  input: StreamingLoginInput | undefined,
): Partial<NewClient> {
  if (!input) return {};
  const set: Partial<NewClient> = {};
  if (input.serverUrl !== undefined) set.streamingServerUrl = input.serverUrl;
  if (input.username !== undefined) set.streamingUsername = input.username;
  if (input.password !== undefined) {
    if (input.password !== null && !box) {
      throw new AdminConflictError(
        'Streaming passwords cannot be stored: APP_SECRET is not set',
        'streamingLogin.password',
        400,
      );
    }
    set.streamingPasswordEncrypted = input.password === null ? null : box!.seal(input.password);
  }
  return set;
}

const expiryOf = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : parseJohannesburgDate(value);

/** Sends or shows a freshly generated password (see PasswordDelivery). */
async function deliverPassword(
  db: Db,
  client: Client,
  password: string,
  deliver: PasswordDelivery,
  purpose: 'client_welcome' | 'client_temporary_password',
  portal: PortalOptions,
) {
  if (deliver === 'show') return { oneTimePassword: password, sentVia: null };
  const queued = await queueClientMessage(
    db,
    client,
    purpose,
    { password, portal_link: portal.portalLink },
    purpose === 'client_welcome' ? clientWelcomeTexts : temporaryPasswordTexts,
    { table: 'clients', id: client.id },
  );
  if (!queued) {
    throw new AdminConflictError(
      'The client has no email or WhatsApp number to send it to',
      'deliverPassword',
      400,
    );
  }
  return { oneTimePassword: null, sentVia: queued.channel };
}

/**
 * A new client with a generated password they must change at first sign-in. Used by the clients
 * screen and by lead conversion (pass its transaction). A taken username is a 400 on `username`.
 */
export async function createClient(
  db: Db,
  box: SecretBox | null,
  actor: AdminActor,
  input: CreateClientInput & { paymentReference?: string | null },
  portal: PortalOptions,
  now = new Date(),
) {
  await checkPackage(db, input.packageId);
  const [taken] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.username, input.username))
    .limit(1);
  if (taken) throw new AdminConflictError('That username is already taken', 'username', 400);
  const password = generateTemporaryPassword();
  const passwordHash = await hash(password);
  const values: NewClient = {
    username: input.username,
    passwordHash,
    mustChangePassword: true,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email ?? null,
    whatsapp: input.whatsapp ?? null,
    preferredChannel: input.preferredChannel,
    status: 'active',
    packageId: input.packageId ?? null,
    subscriptionStartedAt: now,
    subscriptionExpiresAt: expiryOf(input.subscriptionExpiresAt) ?? null,
    maxConnections: input.maxConnections,
    notes: input.notes ?? null,
    ...streamingColumns(box, input.streamingLogin),
  };
  let created: Client | undefined;
  const wanted = input.paymentReference ?? null;
  for (let attempt = 0; !created && attempt < 5; attempt++) {
    const paymentReference = attempt === 0 && wanted ? wanted : newClientReference();
    [created] = await db
      .insert(clients)
      .values({ ...values, paymentReference })
      .onConflictDoNothing({ target: clients.paymentReference })
      .returning();
  }
  if (!created) throw new Error('could not pick a unique payment reference');
  await auditAdmin(
    db,
    actor,
    'client.create',
    { table: 'clients', id: created.id },
    {
      username: created.username,
      deliverPassword: input.deliverPassword,
    },
  );
  const delivery = await deliverPassword(
    db,
    created,
    password,
    input.deliverPassword,
    'client_welcome',
    portal,
  );
  return { client: await getAdminClient(db, created.id), ...delivery };
}

/** Changes what was sent. Suspending or expiring a client ends their sessions at once. */
export async function updateClient(
  db: Db,
  box: SecretBox | null,
  actor: AdminActor,
  id: string,
  input: UpdateClientInput,
  now = new Date(),
) {
  const before = await findClient(db, id);
  if (!before) throw new AdminNotFoundError('Client');
  await checkPackage(db, input.packageId);
  const { streamingLogin, subscriptionExpiresAt, ...plain } = input;
  const set: Partial<NewClient> = {
    ...Object.fromEntries(Object.entries(plain).filter(([, v]) => v !== undefined)),
    ...streamingColumns(box, streamingLogin),
  };
  const expiry = expiryOf(subscriptionExpiresAt);
  if (expiry !== undefined) set.subscriptionExpiresAt = expiry;
  const fields = Object.keys(set);
  if (fields.length > 0) {
    await db.update(clients).set(set).where(eq(clients.id, id));
  }
  let sessionsRevoked = 0;
  if (input.status && input.status !== 'active' && before.status !== input.status) {
    sessionsRevoked = await revokeSubjectSessions(
      db,
      { subjectType: 'client', subjectId: id },
      now,
    );
  }
  await auditAdmin(
    db,
    actor,
    input.status && input.status !== before.status
      ? `client.${statusVerb[input.status]}`
      : 'client.update',
    { table: 'clients', id },
    {
      fields: fields.map((f) => (f === 'streamingPasswordEncrypted' ? 'streamingPassword' : f)),
      ...(input.status && input.status !== before.status
        ? { statusFrom: before.status, statusTo: input.status, sessionsRevoked }
        : {}),
    },
  );
  return { client: await getAdminClient(db, id) };
}

const statusVerb = { active: 'activate', suspended: 'suspend', expired: 'expire' } as const;

/** A new temporary password (shown once or sent); every session of the client ends. */
export async function resetClientPassword(
  db: Db,
  actor: AdminActor,
  id: string,
  deliver: PasswordDelivery,
  portal: PortalOptions,
  now = new Date(),
) {
  const client = await findClient(db, id);
  if (!client) throw new AdminNotFoundError('Client');
  const password = generateTemporaryPassword();
  await db
    .update(clients)
    .set({ passwordHash: await hash(password), mustChangePassword: true })
    .where(eq(clients.id, id));
  await revokeSubjectSessions(db, { subjectType: 'client', subjectId: id }, now);
  await auditAdmin(
    db,
    actor,
    'client.password_reset_by_admin',
    { table: 'clients', id },
    { deliver },
  );
  return deliverPassword(db, client, password, deliver, 'client_temporary_password', portal);
}

/** A free-form message to the client through the outbox (by hand when no transport is set). */
export async function sendClientMessage(
  db: Db,
  actor: AdminActor,
  id: string,
  input: z.output<typeof sendClientMessageRequestSchema>,
) {
  const client = await findClient(db, id);
  if (!client) throw new AdminNotFoundError('Client');
  const to = pickChannel(client, input.channel);
  if (!to) {
    throw new AdminConflictError(
      input.channel
        ? `The client has no ${input.channel === 'email' ? 'email address' : 'WhatsApp number'} on file`
        : 'The client has no email or WhatsApp number on file',
      'channel',
      400,
    );
  }
  const [messageId] = await enqueueMessages(db, [
    {
      channel: to.channel,
      recipient: to.recipient,
      subject: to.channel === 'email' ? input.subject || 'A message from us' : null,
      body: input.body,
      templateKey: null,
      related: { table: 'clients', id },
    },
  ]);
  await auditAdmin(
    db,
    actor,
    'client.message',
    { table: 'clients', id },
    {
      channel: to.channel,
      outboxId: messageId,
    },
  );
  return { messageId: messageId!, channel: to.channel, recipient: to.recipient };
}

/** Everything the /admin/client/{clientId} screen shows; reading the streaming password is audited. */
export async function getClientDetails(
  db: Db,
  box: SecretBox | null,
  actor: AdminActor,
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
  let password: string | null = null;
  if (c.streamingPasswordEncrypted && box) {
    try {
      password = box.open(c.streamingPasswordEncrypted);
    } catch {
      password = null;
    }
  }
  if (c.streamingPasswordEncrypted) {
    await auditAdmin(db, actor, 'client.streaming_login_viewed', { table: 'clients', id });
  }
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
      daysLeft: expires ? Math.ceil((expires.getTime() - now.getTime()) / dayMs) : null,
      maxConnections: c.maxConnections,
    },
    streamingLogin:
      c.streamingServerUrl || c.streamingUsername || c.streamingPasswordEncrypted
        ? { serverUrl: c.streamingServerUrl, username: c.streamingUsername, password }
        : null,
    payments: payments.items,
    proofs: proofs.items,
    tickets: tickets.items,
    upgradeRequests: upgrades.items,
    contentRequests: contentRequests.items,
    audit: audit.items,
  };
}
