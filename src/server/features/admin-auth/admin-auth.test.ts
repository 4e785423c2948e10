import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLoginResponseSchema, adminSessionResponseSchema } from '@shared/contracts/auth';
import { adminUsers, auditLog, sessions } from '../../db/schema/index';
import { bearer, createTestAdmin, loginAs, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { hashToken } from '../sessions/sessions.service';

const hour = 3600_000;

describe('admin login, session and logout', () => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createTestAdmin(t.database.db, 'naledi@example.co.za');
  });
  afterAll(() => t.close());

  const setExpiry = (token: string, expiresAt: Date) =>
    t.database.db
      .update(sessions)
      .set({ expiresAt })
      .where(eq(sessions.tokenHash, hashToken(token)));
  const storedExpiry = async (token: string) => {
    const [row] = await t.database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return row!.expiresAt.getTime();
  };

  it('trims and lower-cases the email, trims the password, and opens an 8-hour session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: '10.2.0.1',
      payload: { email: '  Naledi@Example.CO.ZA ', password: ` ${admin.password} ` },
    });
    const body = adminLoginResponseSchema.parse(res.json());
    expect(body.success).toBe(true);
    expect(Object.keys(body).sort()).toEqual(['expires_at', 'session_token', 'success']);
    const expires = new Date(body.expires_at!).getTime();
    expect(expires).toBeGreaterThan(Date.now() + 7.9 * hour);
    expect(expires).toBeLessThanOrEqual(Date.now() + 8 * hour);
    const [row] = await t.database.db
      .select({ lastLoginAt: adminUsers.lastLoginAt })
      .from(adminUsers)
      .where(eq(adminUsers.id, admin.id));
    expect(row!.lastLoginAt).not.toBeNull();
  });

  it('answers a wrong password, an unknown email and an inactive admin alike', async () => {
    const answer = (email: string, password: string) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/admin/login',
          remoteAddress: '10.2.0.2',
          payload: { email, password },
        })
        .then((r) => r.json());
    const expected = { success: false, error: 'Invalid email or password' };
    expect(await answer(admin.login, 'wrong-password')).toEqual(expected);
    expect(await answer('nobody@example.co.za', 'wrong-password')).toEqual(expected);
    const retired = await createTestAdmin(t.database.db);
    await t.database.db
      .update(adminUsers)
      .set({ isActive: false })
      .where(eq(adminUsers.id, retired.id));
    expect(await answer(retired.login, retired.password)).toEqual(expected);
  });

  it('validates the session, sliding it to 8 h from now, at most once a minute', async () => {
    const token = await loginAs(t.app, 'admin', admin);
    await setExpiry(token, new Date(Date.now() + hour));
    const res = await t.app.inject({ url: '/api/admin/session', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valid: true, email: admin.login });
    const slid = new Date(res.json().expires_at).getTime();
    expect(slid).toBeGreaterThan(Date.now() + 7.9 * hour);
    expect(res.headers['x-session-expires-at']).toBe(res.json().expires_at);
    expect(await storedExpiry(token)).toBe(slid);

    // Within the minute: no write.
    const again = await t.app.inject({ url: '/api/admin/session', headers: bearer(token) });
    expect(new Date(again.json().expires_at).getTime()).toBe(slid);
  });

  it("tells the admin's role, and a change of role on the next check", async () => {
    const token = await loginAs(t.app, 'admin', admin);
    const check = async () =>
      adminSessionResponseSchema.parse(
        (
          await t.app.inject({ url: '/api/admin/session?passive=true', headers: bearer(token) })
        ).json(),
      ).role;
    expect(await check()).toBe('staff');
    await t.database.db
      .update(adminUsers)
      .set({ role: 'owner' })
      .where(eq(adminUsers.id, admin.id));
    expect(await check()).toBe('owner');
    await t.database.db
      .update(adminUsers)
      .set({ role: 'staff' })
      .where(eq(adminUsers.id, admin.id));
  });

  it('does not slide on the background check (passive)', async () => {
    const token = await loginAs(t.app, 'admin', admin);
    const soon = new Date(Date.now() + hour);
    await setExpiry(token, soon);
    const res = await t.app.inject({
      url: '/api/admin/session?passive=true',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(await storedExpiry(token)).toBe(soon.getTime());
  });

  it('refuses an expired session and a removed admin', async () => {
    const token = await loginAs(t.app, 'admin', admin);
    await setExpiry(token, new Date(Date.now() - 1000));
    expect(
      (await t.app.inject({ url: '/api/admin/session', headers: bearer(token) })).statusCode,
    ).toBe(401);

    const leaving = await createTestAdmin(t.database.db);
    const theirs = await loginAs(t.app, 'admin', leaving);
    await t.database.db.delete(adminUsers).where(eq(adminUsers.id, leaving.id));
    const res = await t.app.inject({ url: '/api/admin/session', headers: bearer(theirs) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in to continue.' },
    });
  });

  it('logs out: the session is revoked server-side and audited', async () => {
    const token = await loginAs(t.app, 'admin', admin, '10.2.0.7');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      remoteAddress: '10.2.0.7',
      headers: { ...bearer(token), 'user-agent': 'vitest-agent' },
    });
    expect(out.json()).toEqual({ success: true });
    const [row] = await t.database.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row!.revokedAt).not.toBeNull();
    expect(
      (await t.app.inject({ url: '/api/admin/session', headers: bearer(token) })).statusCode,
    ).toBe(401);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.id), eq(auditLog.ip, '10.2.0.7')))
      .orderBy(auditLog.createdAt);
    expect(audit.map((a) => a.action)).toEqual(['admin.login', 'admin.logout']);
    expect(audit[1]!.userAgent).toBe('vitest-agent');
  });
});
