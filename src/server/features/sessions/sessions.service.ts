import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminUsers, sessions } from '../../db/schema/index';

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
