import { and, count, desc, eq, gt, gte, isNotNull, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts, type SessionSubjectType } from '../../db/schema/index';

/**
 * Login throttling in PostgreSQL (DESIGN.md section 5), per account and per IP. The account is the
 * identifier as typed (normalised), whether or not such a user exists, so a block says nothing about
 * which accounts exist.
 */
export const throttleRules = {
  windowMs: 15 * 60 * 1000,
  /** Failures of one identifier within the window that block it. */
  accountFailures: 5,
  /** The first block; each further block doubles it. */
  firstBlockMs: 15 * 60 * 1000,
  maxBlockMs: 24 * 60 * 60 * 1000,
  /** Failures from one IP within the window, all identifiers together. */
  ipFailures: 20,
};

/** Block lengths grow 15 min, 30, 60... capped at 24 h; n is the block's number (1 for the first). */
export function blockLengthMs(n: number): number {
  return Math.min(throttleRules.firstBlockMs * 2 ** Math.max(0, n - 1), throttleRules.maxBlockMs);
}

export interface LoginKey {
  subjectType: SessionSubjectType;
  identifier: string;
  ip: string | null;
}

/** The time until which this identifier or IP may not sign in, or null when it may. */
export async function findLoginBlock(
  db: Db,
  key: LoginKey,
  now = new Date(),
): Promise<Date | null> {
  const [accountBlock] = await db
    .select({ blockedUntil: loginAttempts.blockedUntil })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.subjectType, key.subjectType),
        eq(loginAttempts.identifier, key.identifier),
        gt(loginAttempts.blockedUntil, now),
      ),
    )
    .orderBy(desc(loginAttempts.blockedUntil))
    .limit(1);
  const ipBlock = await findIpBlock(db, key.ip, now);
  const candidates = [accountBlock?.blockedUntil ?? null, ipBlock].filter(
    (d): d is Date => d !== null,
  );
  if (candidates.length === 0) return null;
  return new Date(Math.max(...candidates.map((d) => d.getTime())));
}

async function findIpBlock(db: Db, ip: string | null, now: Date): Promise<Date | null> {
  if (!ip) return null;
  const windowStart = new Date(now.getTime() - throttleRules.windowMs);
  const [row] = await db
    .select({ failures: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.succeeded, false),
        gte(loginAttempts.createdAt, windowStart),
      ),
    );
  if (!row || row.failures < throttleRules.ipFailures || !row.oldest) return null;
  // The IP may try again once its oldest failure in the window has aged out of it.
  return new Date(new Date(row.oldest).getTime() + throttleRules.windowMs);
}

/**
 * Records a failed attempt. When it is the identifier's 5th failure within 15 minutes (counting only
 * failures since its last block ended), the identifier is blocked; returns the block's end, or null.
 */
export async function recordLoginFailure(
  db: Db,
  key: LoginKey,
  now = new Date(),
): Promise<Date | null> {
  const sameAccount = and(
    eq(loginAttempts.subjectType, key.subjectType),
    eq(loginAttempts.identifier, key.identifier),
  );
  const [lastSuccess] = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(sameAccount, eq(loginAttempts.succeeded, true)))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(1);
  const blocks = await db
    .select({ blockedUntil: loginAttempts.blockedUntil })
    .from(loginAttempts)
    .where(
      and(
        sameAccount,
        isNotNull(loginAttempts.blockedUntil),
        // Blocks count towards the next one's length for a day, and only since the last success.
        gt(loginAttempts.createdAt, new Date(now.getTime() - throttleRules.maxBlockMs)),
        lastSuccess ? gt(loginAttempts.createdAt, lastSuccess.at) : undefined,
      ),
    )
    .orderBy(desc(loginAttempts.blockedUntil));
  const lastBlockEnd = blocks[0]?.blockedUntil ?? null;
  const windowStart = new Date(
    Math.max(now.getTime() - throttleRules.windowMs, lastBlockEnd?.getTime() ?? 0),
  );
  const [recent] = await db
    .select({ failures: count() })
    .from(loginAttempts)
    .where(
      and(
        sameAccount,
        eq(loginAttempts.succeeded, false),
        gte(loginAttempts.createdAt, windowStart),
      ),
    );
  const failures = (recent?.failures ?? 0) + 1;
  const blockedUntil =
    failures >= throttleRules.accountFailures
      ? new Date(now.getTime() + blockLengthMs(blocks.length + 1))
      : null;
  await db.insert(loginAttempts).values({
    subjectType: key.subjectType,
    identifier: key.identifier,
    ip: key.ip,
    succeeded: false,
    blockedUntil,
    createdAt: now,
  });
  return blockedUntil;
}

export async function recordLoginSuccess(db: Db, key: LoginKey, now = new Date()): Promise<void> {
  await db.insert(loginAttempts).values({
    subjectType: key.subjectType,
    identifier: key.identifier,
    ip: key.ip,
    succeeded: true,
    createdAt: now,
  });
}
