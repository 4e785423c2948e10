import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { SessionClient } from '@shared/contracts/auth';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema/index';
import { recordAudit } from '../audit/audit.service';
import { verifyPasswordOrDummy } from '../login-throttle/dummy-hash';
import {
  findLoginBlock,
  recordLoginFailure,
  recordLoginSuccess,
  type LoginKey,
} from '../login-throttle/login-throttle.service';
import {
  clientDisplayName,
  createSession,
  revokeSession,
  revokeSubjectSessions,
} from '../sessions/sessions.service';

export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

export type ClientLoginResult =
  | {
      kind: 'success';
      token: string;
      expiresAt: Date;
      client: SessionClient;
      mustChangePassword: boolean;
    }
  | { kind: 'invalid' }
  | { kind: 'denied' }
  | { kind: 'blocked'; blockedUntil: Date };

/** The throttling key of a client login: the username as typed, trimmed and lower-cased. */
export function clientLoginKey(username: string, ip: string | null): LoginKey {
  return { subjectType: 'client', identifier: username.trim().toLowerCase(), ip };
}

/**
 * secure_client_login: checks the throttle, verifies the password (against a dummy hash for an unknown
 * user), refuses a client who is not active, and opens a 24-hour session.
 */
export async function loginClient(
  db: Db,
  input: { username: string; password: string } & RequestOrigin,
  now = new Date(),
): Promise<ClientLoginResult> {
  const username = input.username.trim();
  const key = clientLoginKey(username, input.ip);
  const audit = { ip: input.ip, userAgent: input.userAgent, at: now };

  const blockedUntil = await findLoginBlock(db, key, now);
  if (blockedUntil) {
    await recordLoginFailure(db, key, now);
    await recordAudit(db, {
      ...audit,
      actorType: 'anonymous',
      action: 'client.login_failed',
      details: { username: key.identifier, reason: 'blocked' },
    });
    return { kind: 'blocked', blockedUntil };
  }

  const [client] = await db.select().from(clients).where(eq(clients.username, username)).limit(1);
  const passwordOk = await verifyPasswordOrDummy(client?.passwordHash, input.password);

  if (!client || !passwordOk) {
    const newBlock = await recordLoginFailure(db, key, now);
    await recordAudit(db, {
      ...audit,
      actorType: 'anonymous',
      action: 'client.login_failed',
      details: { username: key.identifier, reason: 'invalid_credentials' },
    });
    return newBlock ? { kind: 'blocked', blockedUntil: newBlock } : { kind: 'invalid' };
  }

  if (client.status !== 'active') {
    // The password was right, so this tells the person nothing they could not know.
    await recordAudit(db, {
      ...audit,
      actorType: 'client',
      actorId: client.id,
      action: 'client.login_failed',
      targetTable: 'clients',
      targetId: client.id,
      details: { reason: 'not_active', status: client.status },
    });
    return { kind: 'denied' };
  }

  await recordLoginSuccess(db, key, now);
  const session = await createSession(db, {
    subjectType: 'client',
    subjectId: client.id,
    ip: input.ip,
    userAgent: input.userAgent,
    now,
  });
  await recordAudit(db, {
    ...audit,
    actorType: 'client',
    actorId: client.id,
    action: 'client.login',
    targetTable: 'clients',
    targetId: client.id,
  });
  return {
    kind: 'success',
    token: session.token,
    expiresAt: session.expiresAt,
    client: { id: client.id, email: client.email, name: clientDisplayName(client) },
    mustChangePassword: client.mustChangePassword,
  };
}

export async function logoutClient(
  db: Db,
  input: { token: string; clientId: string } & RequestOrigin,
): Promise<void> {
  await revokeSession(db, input.token);
  await recordAudit(db, {
    actorType: 'client',
    actorId: input.clientId,
    action: 'client.logout',
    targetTable: 'clients',
    targetId: input.clientId,
    ip: input.ip,
    userAgent: input.userAgent,
  });
}

export class WrongCurrentPasswordError extends Error {}

/**
 * The signed-in client changes their password: the current one must be right; every other session
 * of theirs is revoked, the one in use stays open.
 */
export async function changeClientPassword(
  db: Db,
  input: {
    clientId: string;
    sessionId: string;
    currentPassword: string;
    newPassword: string;
  } & RequestOrigin,
): Promise<void> {
  const [client] = await db
    .select({ passwordHash: clients.passwordHash })
    .from(clients)
    .where(eq(clients.id, input.clientId))
    .limit(1);
  const ok = client
    ? await verify(client.passwordHash, input.currentPassword).catch(() => false)
    : false;
  if (!ok) {
    await recordAudit(db, {
      actorType: 'client',
      actorId: input.clientId,
      action: 'client.password_change_failed',
      targetTable: 'clients',
      targetId: input.clientId,
      ip: input.ip,
      userAgent: input.userAgent,
    });
    throw new WrongCurrentPasswordError('The current password is not right');
  }
  const passwordHash = await hash(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(clients)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(clients.id, input.clientId));
    const revoked = await revokeSubjectSessions(tx, {
      subjectType: 'client',
      subjectId: input.clientId,
      exceptSessionId: input.sessionId,
    });
    await recordAudit(tx, {
      actorType: 'client',
      actorId: input.clientId,
      action: 'client.password_changed',
      targetTable: 'clients',
      targetId: input.clientId,
      ip: input.ip,
      userAgent: input.userAgent,
      details: { revokedSessions: revoked },
    });
  });
}
