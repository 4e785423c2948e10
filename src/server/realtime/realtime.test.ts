import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers, banners, leads, messageTemplates, packages } from '../db/schema/index';
import { createSession, revokeSession } from '../features/sessions/sessions.service';
import { buildTestApp, type TestApp } from '../test/app';
import { openTestSocket, type TestSocket } from '../test/socket';

async function listenOnRandomPort(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

describe('realtime over /api/realtime', () => {
  let t: TestApp;
  let baseUrl: string;
  let packageId: string;
  let adminToken: string;
  const sockets: TestSocket[] = [];

  async function socket(): Promise<TestSocket> {
    const s = await openTestSocket(baseUrl);
    sockets.push(s);
    return s;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    baseUrl = await listenOnRandomPort(t);
    const [pkg] = await t.database.db
      .insert(packages)
      .values({ name: 'Month to Month', priceCents: 20000, duration: '1 Month', durationMonths: 1 })
      .returning({ id: packages.id });
    packageId = pkg!.id;
    const [admin] = await t.database.db
      .insert(adminUsers)
      .values({ email: 'staff@example.com', passwordHash: 'x', role: 'staff' })
      .returning({ id: adminUsers.id });
    adminToken = (
      await createSession(t.database.db, { subjectType: 'admin', subjectId: admin!.id })
    ).token;
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await t.close();
  });

  it('pushes a committed change of a public table to a public subscriber', async () => {
    const s = await socket();
    s.send({ type: 'subscribe', channel: 'public' });
    await s.waitFor((m) => m.type === 'subscribed' && m.channel === 'public');
    await t.database.db
      .update(packages)
      .set({ priceCents: 25000 })
      .where(eq(packages.id, packageId));
    const change = await s.waitFor((m) => m.type === 'change');
    expect(change).toMatchObject({
      type: 'change',
      channel: 'public',
      table: 'packages',
      op: 'UPDATE',
      id: packageId,
    });
  });

  it('refuses the admin channel without a valid admin session', async () => {
    const s = await socket();
    s.send({ type: 'subscribe', channel: 'admin', token: 'not-a-real-token' });
    const error = await s.waitFor((m) => m.type === 'error');
    expect(error).toMatchObject({
      channel: 'admin',
      code: 'unauthorized',
      message: 'Admin access required',
    });
    expect(s.messages.some((m) => m.type === 'subscribed')).toBe(false);
  });

  it('sends admin tables only to admin subscribers', async () => {
    const visitor = await socket();
    visitor.send({ type: 'subscribe', channel: 'public' });
    await visitor.waitFor((m) => m.type === 'subscribed');
    const admin = await socket();
    admin.send({ type: 'subscribe', channel: 'admin', token: adminToken });
    await admin.waitFor((m) => m.type === 'subscribed' && m.channel === 'admin');

    const [lead] = await t.database.db
      .insert(leads)
      .values({
        kind: 'order',
        fullName: 'Lerato Dlamini',
        email: 'lerato@example.co.za',
        whatsapp: '27821234567',
      })
      .returning({ id: leads.id });
    await admin.waitFor((m) => m.type === 'change' && m.table === 'leads' && m.id === lead!.id);
    // A public change after the lead: once the visitor has it, the lead would have arrived before.
    await t.database.db
      .update(packages)
      .set({ priceCents: 26000 })
      .where(eq(packages.id, packageId));
    await visitor.waitFor(
      (m) => m.type === 'change' && m.table === 'packages' && m.op === 'UPDATE',
    );
    expect(visitor.messages.some((m) => m.type === 'change' && m.table === 'leads')).toBe(false);
  });

  it('tells admins of content, template and admin account changes, by id only', async () => {
    const admin = await socket();
    admin.send({ type: 'subscribe', channel: 'admin', token: adminToken });
    await admin.waitFor((m) => m.type === 'subscribed' && m.channel === 'admin');
    const [other] = await t.database.db
      .insert(adminUsers)
      .values({ email: 'second@example.com', passwordHash: '$argon2id$v=19$secret', role: 'staff' })
      .returning({ id: adminUsers.id });
    const change = await admin.waitFor((m) => m.type === 'change' && m.table === 'admin_users');
    expect(Object.keys(change).sort()).toEqual(['at', 'channel', 'id', 'op', 'table', 'type']);
    expect(change).toMatchObject({ op: 'INSERT', id: other!.id });
    expect(JSON.stringify(admin.messages)).not.toContain('argon2');

    await t.database.db
      .insert(messageTemplates)
      .values({ key: 'realtime_check', channel: 'email', body: 'Hello {{name}}' });
    await admin.waitFor((m) => m.type === 'change' && m.table === 'message_templates');
    await t.database.db
      .insert(banners)
      .values({ title: 'Football', content: 'Live football this weekend' });
    await admin.waitFor((m) => m.type === 'change' && m.table === 'banners');
  });

  it('refuses a revoked admin session', async () => {
    const { token } = await createSession(t.database.db, {
      subjectType: 'admin',
      subjectId: (await t.database.db.select({ id: adminUsers.id }).from(adminUsers))[0]!.id,
    });
    await revokeSession(t.database.db, token);
    const s = await socket();
    s.send({ type: 'subscribe', channel: 'admin', token });
    await s.waitFor((m) => m.type === 'error' && m.code === 'unauthorized');
  });

  it('closes sockets cleanly when the app shuts down', async () => {
    const extra = await buildTestApp();
    const url = await listenOnRandomPort(extra);
    const s = await openTestSocket(url);
    s.send({ type: 'subscribe', channel: 'public' });
    await s.waitFor((m) => m.type === 'subscribed');
    const closed = s.close;
    await extra.close();
    await closed(); // resolves because the server closed it
    expect(extra.app.realtime.size).toBe(0);
  });
});
