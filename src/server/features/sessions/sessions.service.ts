import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminUsers, clients, sessions } from '../../db/schema/index';

export type SessionSubject = 'admin' | 'client';

export const sessionLifetimeMs: Record<SessionSubject, number> = {
  admin: 8 * 60 * 60 * 1000,
  client: 24 * 60 * 60 * 1000,
};

/** Only the SHA-256 of a token is stored; the token itself exists only in the browser. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Db,
  input: {
    subjectType: SessionSubject;
    subjectId: string;
    ip?: string | null;
    userAgent?: string | null;
    now?: Date;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = input.now ?? new Date();
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs[input.subjectType]);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    subjectType: input.subjectType,
    subjectId: input.subjectId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: input.ip ?? null,
    userAgent: input.userAgent ?? null,
  });
  return { token, expiresAt };
}

export interface ValidAdminSession {
  sessionId: string;
  adminId: string;
  email: string;
  expiresAt: Date;
}

/** A live admin session: not revoked, not expired, and its admin still listed and active. */
export async function findAdminSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ValidAdminSession | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      adminId: adminUsers.id,
      email: adminUsers.email,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.subjectId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.subjectType, 'admin'),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(adminUsers.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Db, token: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Any live session of either kind (not revoked, not expired), without checking its subject. */
export async function findLiveSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ sessionId: string; subjectType: SessionSubject; subjectId: string } | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      subjectType: sessions.subjectType,
      subjectId: sessions.subjectId,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export interface ValidClientSession {
  sessionId: string;
  clientId: string;
  username: string;
  email: string | null;
  name: string;
  mustChangePassword: boolean;
  expiresAt: Date;
}

/** A live client session whose client still exists and is active (a suspension ends it at once). */
export async function findClientSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ValidClientSession | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      clientId: clients.id,
      username: clients.username,
      email: clients.email,
      firstName: clients.firstName,
      lastName: clients.lastName,
      mustChangePassword: clients.mustChangePassword,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(clients, eq(clients.id, sessions.subjectId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.subjectType, 'client'),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(clients.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { firstName, lastName, ...rest } = row;
  return { ...rest, name: clientDisplayName({ firstName, lastName }) };
}

export function clientDisplayName(client: { firstName: string; lastName: string }): string {
  return [client.firstName, client.lastName].filter((p) => p.trim() !== '').join(' ');
}

/** An admin session is extended to 8 h from now on use, at most once a minute to spare writes. */
export const adminSlideIntervalMs = 60 * 1000;

/**
 * Slides an admin session's expiry to now + 8 h, unless it was slid less than a minute ago.
 * Returns the new expiry, or null when nothing was written.
 */
export async function slideAdminSession(
  db: Db,
  sessionId: string,
  now = new Date(),
): Promise<Date | null> {
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs.admin);
  const [row] = await db
    .update(sessions)
    .set({ expiresAt, lastSeenAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        lt(sessions.expiresAt, new Date(expiresAt.getTime() - adminSlideIntervalMs)),
      ),
    )
    .returning({ expiresAt: sessions.expiresAt });
  return row?.expiresAt ?? null;
}

/** Ends every open session of an admin or client, except `exceptSessionId` (the one in use). */
export async function revokeSubjectSessions(
  db: Db,
  input: { subjectType: SessionSubject; subjectId: string; exceptSessionId?: string | null },
  now = new Date(),
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.subjectType, input.subjectType),
        eq(sessions.subjectId, input.subjectId),
        isNull(sessions.revokedAt),
        input.exceptSessionId ? ne(sessions.id, input.exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}
