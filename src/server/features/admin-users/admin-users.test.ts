import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../../db/schema/index';
import { bearer, createTestAdmin, loginAs, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { createAdmin } from '../admins/admins.service';

describe('admin accounts (owner only)', () => {
  let t: TestApp;
  let owner: TestAccount;
  let ownerToken: string;
  let staff: TestAccount;
  let staffToken: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const created = await createAdmin(t.database.db, {
      email: 'owner@example.co.za',
      password: 'owner-password-1',
      role: 'owner',
    });
    owner = { id: created.id, login: created.email, password: 'owner-password-1' };
    ownerToken = await loginAs(t.app, 'admin', owner);
    staff = await createTestAdmin(t.database.db);
    staffToken = await loginAs(t.app, 'admin', staff);
  });
  afterAll(() => t.close());

  const as = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const liveSessions = (adminId: string) =>
    t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.subjectId, adminId), isNull(sessions.revokedAt)));

  it('answers 403 to staff on every admin-user endpoint', async () => {
    const id = owner.id;
    const answers = await Promise.all([
      as(staffToken, 'GET', '/api/admin/admins'),
      as(staffToken, 'POST', '/api/admin/admins', {
        email: 'x@example.co.za',
        password: 'long-enough-1',
      }),
      as(staffToken, 'DELETE', `/api/admin/admins/${id}`),
      as(staffToken, 'POST', `/api/admin/admins/${id}/password`, { password: 'long-enough-1' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect(answers[0]!.json().error.code).toBe('forbidden');
    expect((await t.app.inject({ url: '/api/admin/admins' })).statusCode).toBe(401);
  });

  it('lets the owner list and add admins, validated and audited', async () => {
    const list = await as(ownerToken, 'GET', '/api/admin/admins');
    expect(list.statusCode).toBe(200);
    const mine = list.json().items.find((a: { id: string }) => a.id === owner.id);
    expect(mine).toMatchObject({ role: 'owner', isYou: true });
    expect(JSON.stringify(list.json())).not.toContain('password');

    const short = await as(ownerToken, 'POST', '/api/admin/admins', {
      email: 'new@example.co.za',
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toHaveProperty('password');
    const res = await as(ownerToken, 'POST', '/api/admin/admins', {
      email: ' New.Staff@Example.CO.ZA ',
      password: 'new-staff-pass-1',
      name: 'Sipho',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().admin).toMatchObject({
      email: 'new.staff@example.co.za',
      role: 'staff',
      isYou: false,
    });
    const again = await as(ownerToken, 'POST', '/api/admin/admins', {
      email: 'new.staff@example.co.za',
      password: 'new-staff-pass-1',
    });
    expect(again.statusCode).toBe(409);
    const token = await loginAs(t.app, 'admin', {
      id: res.json().admin.id,
      login: 'new.staff@example.co.za',
      password: 'new-staff-pass-1',
    });
    expect(token).toBeTruthy();
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.create'), eq(auditLog.actorId, owner.id)));
    expect(audit?.targetId).toBe(res.json().admin.id);
  });

  it('resets a password, ending the old sessions', async () => {
    const victim = await createTestAdmin(t.database.db);
    const token = await loginAs(t.app, 'admin', victim);
    const res = await as(ownerToken, 'POST', `/api/admin/admins/${victim.id}/password`, {
      password: 'brand-new-pass-1',
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/admin/session', headers: bearer(token) })).statusCode,
    ).toBe(401);
    await loginAs(t.app, 'admin', { ...victim, password: 'brand-new-pass-1' });
  });

  it('removes an admin and revokes their sessions at once', async () => {
    const leaving = await createTestAdmin(t.database.db);
    const token = await loginAs(t.app, 'admin', leaving);
    expect(await liveSessions(leaving.id)).toHaveLength(1);
    const res = await as(ownerToken, 'DELETE', `/api/admin/admins/${leaving.id}`);
    expect(res.statusCode).toBe(200);
    expect(await liveSessions(leaving.id)).toHaveLength(0);
    expect(
      (await t.app.inject({ url: '/api/admin/content/packages', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.remove'), eq(auditLog.targetId, leaving.id)));
    expect(rows).toHaveLength(1);
    expect((await as(ownerToken, 'DELETE', `/api/admin/admins/${leaving.id}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses to remove yourself or the last owner', async () => {
    const self = await as(ownerToken, 'DELETE', `/api/admin/admins/${owner.id}`);
    expect(self.statusCode).toBe(409);
    // A second owner may not remove the only other owner either once it would leave none.
    const second = await as(ownerToken, 'POST', '/api/admin/admins', {
      email: 'second.owner@example.co.za',
      password: 'second-owner-1',
      role: 'owner',
    });
    const secondId = second.json().admin.id as string;
    const secondToken = await loginAs(t.app, 'admin', {
      id: secondId,
      login: 'second.owner@example.co.za',
      password: 'second-owner-1',
    });
    expect((await as(secondToken, 'DELETE', `/api/admin/admins/${owner.id}`)).statusCode).toBe(200);
    const last = await as(secondToken, 'DELETE', `/api/admin/admins/${secondId}`);
    expect(last.statusCode).toBe(409);
  });
});
