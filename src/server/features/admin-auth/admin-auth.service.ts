import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminUsers } from '../../db/schema/index';
import { normaliseAdminEmail } from '../admins/admins.service';
import { recordAudit } from '../audit/audit.service';
import { verifyPasswordOrDummy } from '../login-throttle/dummy-hash';
import {
  findLoginBlock,
  recordLoginFailure,
  recordLoginSuccess,
} from '../login-throttle/login-throttle.service';
import { createSession, revokeSession } from '../sessions/sessions.service';

export type AdminLoginResult =
  | { kind: 'success'; token: string; expiresAt: Date; email: string }
  | { kind: 'invalid' }
  | { kind: 'blocked'; blockedUntil: Date };

/**
 * admin_simple_login: the email must be listed (and active) in admin_users and the password right.
 * An unknown email, an inactive admin and a wrong password answer alike.
 */
export async function loginAdmin(
  db: Db,
  input: { email: string; password: string; ip: string | null; userAgent: string | null },
  now = new Date(),
): Promise<AdminLoginResult> {
  const email = normaliseAdminEmail(input.email);
  const key = { subjectType: 'admin' as const, identifier: email, ip: input.ip };
  const audit = { ip: input.ip, userAgent: input.userAgent, at: now };

  const blockedUntil = await findLoginBlock(db, key, now);
  if (blockedUntil) {
    await recordLoginFailure(db, key, now);
    await recordAudit(db, {
      ...audit,
      actorType: 'anonymous',
      action: 'admin.login_failed',
      details: { email, reason: 'blocked' },
    });
    return { kind: 'blocked', blockedUntil };
  }

  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
  const passwordOk = await verifyPasswordOrDummy(admin?.passwordHash, input.password.trim());
  if (!admin || !admin.isActive || !passwordOk) {
    const newBlock = await recordLoginFailure(db, key, now);
    await recordAudit(db, {
      ...audit,
      actorType: 'anonymous',
      action: 'admin.login_failed',
      details: { email, reason: 'invalid_credentials' },
    });
    return newBlock ? { kind: 'blocked', blockedUntil: newBlock } : { kind: 'invalid' };
  }

  await recordLoginSuccess(db, key, now);
  const session = await createSession(db, {
    subjectType: 'admin',
    subjectId: admin.id,
    ip: input.ip,
    userAgent: input.userAgent,
    now,
  });
  await db.update(adminUsers).set({ lastLoginAt: now }).where(eq(adminUsers.id, admin.id));
  await recordAudit(db, {
    ...audit,
    actorType: 'admin',
    actorId: admin.id,
    action: 'admin.login',
    targetTable: 'admin_users',
    targetId: admin.id,
  });
  return { kind: 'success', token: session.token, expiresAt: session.expiresAt, email };
}

export async function logoutAdmin(
  db: Db,
  input: { token: string; adminId: string; ip: string | null; userAgent: string | null },
): Promise<void> {
  await revokeSession(db, input.token);
  await recordAudit(db, {
    actorType: 'admin',
    actorId: input.adminId,
    action: 'admin.logout',
    targetTable: 'admin_users',
    targetId: input.adminId,
    ip: input.ip,
    userAgent: input.userAgent,
  });
}
