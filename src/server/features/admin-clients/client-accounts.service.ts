import { randomInt } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type {
  createClientRequestSchema,
  PasswordDelivery,
  sendClientMessageRequestSchema,
  streamingLoginInput,
  updateClientRequestSchema,
} from '@shared/contracts/admin-operations';
import { parseJohannesburgDate } from '@shared/rules/johannesburg-time';
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
import { enqueueMessages } from '../outbox/outbox.service';
import { revokeSubjectSessions } from '../sessions/sessions.service';
import { getAdminClient } from './admin-clients.service';
import { findClient, pickChannel, queueClientMessage } from './client-messages.service';
import { clientWelcomeTexts, temporaryPasswordTexts } from './client-texts';

/**
 * What an admin does to a client's account: create (also from a lead), edit, reset the password,
 * send a message. Reads of clients live in admin-clients.service.ts and client-details.service.ts.
 */

export type CreateClientInput = z.output<typeof createClientRequestSchema>;
export type UpdateClientInput = z.output<typeof updateClientRequestSchema>;
type StreamingLoginInput = z.output<typeof streamingLoginInput>;

/** Where a client signs in, for messages (relative when PUBLIC_URL is unset). */
export interface PortalOptions {
  portalLink: string;
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
