import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLoginResponseSchema, clientSessionResponseSchema } from '@shared/contracts/auth';
import { auditLog, clients, sessions } from '../../db/schema/index';
import { bearer, createTestClient, loginAs, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { hashToken } from '../sessions/sessions.service';

describe('client login, session and logout', () => {
  let t: TestApp;
  let thabo: TestAccount;
  beforeAll(async () => {
    t = await buildTestApp();
    thabo = await createTestClient(t.database.db, {
      username: 'thabo',
      firstName: 'Thabo',
      lastName: 'Mokoena',
      email: 'thabo@example.co.za',
    });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, remoteAddress = '10.1.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/login',
      remoteAddress,
      headers: { 'user-agent': 'vitest-agent' },
      payload: { username, password },
    });

  it('answers the login response of SPEC.md section 3 on success, with a trimmed username', async () => {
    const res = await login('  thabo  ', thabo.password);
    expect(res.statusCode).toBe(200);
    const body = clientLoginResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      success: true,
      client: { id: thabo.id, email: 'thabo@example.co.za', name: 'Thabo Mokoena' },
      client_id: thabo.id,
      must_change_password: false,
    });
    expect(body.session_token).toMatch(/^[\w-]{43}$/);
    const expires = new Date(body.expires_at!).getTime();
    expect(expires).toBeGreaterThan(Date.now() + 23.9 * 3600_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    // Only the hash is stored, with the ip and user agent taken by the server.
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(body.session_token!)));
    expect(row).toMatchObject({ subjectType: 'client', subjectId: thabo.id, ip: '10.1.0.1' });
    expect(row!.userAgent).toBe('vitest-agent');
  });

  it('answers a wrong password and an unknown username alike', async () => {
    const wrong = await login('thabo', 'not-the-password', '10.1.0.2');
    const unknown = await login('nobody-here', 'not-the-password', '10.1.0.2');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ success: false, error: 'Invalid username or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses empty fields with a 400 naming the field', async () => {
    const res = await login('   ', 'x');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_error',
      fields: { username: 'Username and password are required' },
    });
    const blank = await login('thabo', '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toHaveProperty('password');
  });

  it('denies a client who is not active, only once the password is right', async () => {
    const sipho = await createTestClient(t.database.db, { status: 'suspended' });
    expect((await login(sipho.login, sipho.password)).json()).toEqual({
      success: false,
      error: 'Access denied',
    });
    expect((await login(sipho.login, 'wrong-password', '10.1.0.3')).json()).toEqual({
      success: false,
      error: 'Invalid username or password',
    });
  });

  it('confirms the session on restore, and ends it on logout', async () => {
    const token = await loginAs(t.app, 'client', thabo);
    const session = await t.app.inject({ url: '/api/client/session', headers: bearer(token) });
    expect(session.statusCode).toBe(200);
    expect(clientSessionResponseSchema.parse(session.json()).client).toEqual({
      id: thabo.id,
      email: 'thabo@example.co.za',
      name: 'Thabo Mokoena',
      username: 'thabo',
    });

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/client/logout',
      headers: bearer(token),
    });
    expect(out.json()).toEqual({ success: true });
    const after = await t.app.inject({ url: '/api/client/session', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('unauthorized');
  });

  it("stops a suspended client's session on the next request", async () => {
    const zanele = await createTestClient(t.database.db);
    const token = await loginAs(t.app, 'client', zanele);
    expect(
      (await t.app.inject({ url: '/api/client/session', headers: bearer(token) })).statusCode,
    ).toBe(200);
    await t.database.db
      .update(clients)
      .set({ status: 'suspended' })
      .where(eq(clients.id, zanele.id));
    const res = await t.app.inject({ url: '/api/client/session', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an expired client session', async () => {
    const token = await loginAs(t.app, 'client', thabo);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const res = await t.app.inject({ url: '/api/client/session', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });

  it('writes successful and failed logins and logouts to the audit log with ip and user agent', async () => {
    const amahle = await createTestClient(t.database.db);
    await login(amahle.login, 'wrong-password', '10.1.0.9');
    const token = await loginAs(t.app, 'client', amahle, '10.1.0.9');
    await t.app.inject({
      method: 'POST',
      url: '/api/client/logout',
      remoteAddress: '10.1.0.9',
      headers: { ...bearer(token), 'user-agent': 'vitest-agent' },
    });
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.ip, '10.1.0.9'))
      .orderBy(auditLog.createdAt);
    expect(rows.map((r) => r.action)).toEqual([
      'client.login_failed',
      'client.login',
      'client.logout',
    ]);
    expect(rows[0]).toMatchObject({
      actorType: 'anonymous',
      userAgent: 'vitest-agent',
      details: { username: amahle.login, reason: 'invalid_credentials' },
    });
    expect(rows[1]).toMatchObject({ actorType: 'client', actorId: amahle.id });
  });

  it('tells the browser when an admin issued a temporary password', async () => {
    const temp = await createTestClient(t.database.db, { mustChangePassword: true });
    const body = (await login(temp.login, temp.password)).json();
    expect(body.must_change_password).toBe(true);
    const session = await t.app.inject({
      url: '/api/client/session',
      headers: bearer(body.session_token),
    });
    expect(session.json().must_change_password).toBe(true);
  });
});

describe('client password change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const change = (token: string, body: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/password',
      headers: bearer(token),
      payload: body,
    });

  it('needs the current password, and revokes the other sessions but keeps this one', async () => {
    const nomsa = await createTestClient(t.database.db, { mustChangePassword: true });
    const phone = await loginAs(t.app, 'client', nomsa);
    const laptop = await loginAs(t.app, 'client', nomsa);

    const wrong = await change(laptop, {
      currentPassword: 'not-it',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      currentPassword: 'The current password is not right',
    });

    const short = await change(laptop, {
      currentPassword: nomsa.password,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toHaveProperty('newPassword');

    const ok = await change(laptop, {
      currentPassword: nomsa.password,
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
    expect(ok.statusCode).toBe(200);

    const still = await t.app.inject({ url: '/api/client/session', headers: bearer(laptop) });
    expect(still.statusCode).toBe(200);
    expect(still.json().must_change_password).toBe(false);
    const other = await t.app.inject({ url: '/api/client/session', headers: bearer(phone) });
    expect(other.statusCode).toBe(401);

    await expect(loginAs(t.app, 'client', nomsa)).rejects.toThrow(/login failed/);
    await expect(
      loginAs(t.app, 'client', { ...nomsa, password: 'new-password-1' }),
    ).resolves.toBeTruthy();

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, nomsa.id), eq(auditLog.action, 'client.password_changed')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toEqual({ revokedSessions: 1 });
  });
});
