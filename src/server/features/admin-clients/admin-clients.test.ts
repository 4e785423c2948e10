import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminStreamingLoginResponseSchema,
  clientDetailsResponseSchema,
  clientListResponseSchema,
  createClientResponseSchema,
} from '@shared/contracts/admin-operations';
import { auditLog, clients, outbox, packages } from '../../db/schema/index';
import { bearer, createTestAdmin, createTestClient, loginAs } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';

describe('admin clients', () => {
  let t: TestApp;
  let auth: { authorization: string };
  let monthlyId: string;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    auth = bearer(await loginAs(t.app, 'admin', await createTestAdmin(t.database.db)));
    const [pkg] = await t.database.db
      .select()
      .from(packages)
      .where(eq(packages.name, 'Month to Month'));
    monthlyId = pkg!.id;
    const db = t.database.db;
    for (const [username, first, status] of [
      ['zz_alpha', 'Aaron', 'active'],
      ['zz_bravo', 'Bongani', 'suspended'],
      ['zz_charlie', 'Chantelle', 'active'],
    ] as const) {
      await createTestClient(db, { username, firstName: first, lastName: 'Zulu', status });
    }
  });
  afterAll(() => t.close());

  const list = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/clients?${query}`, headers: auth });

  it('searches, filters, sorts and pages', async () => {
    const all = clientListResponseSchema.parse(
      (await list('q=zz_&sort=username&order=asc&pageSize=2')).json(),
    );
    expect(all.total).toBe(3);
    expect(all.items.map((c) => c.username)).toEqual(['zz_alpha', 'zz_bravo']);
    const page2 = clientListResponseSchema.parse(
      (await list('q=zz_&sort=username&order=asc&pageSize=2&page=2')).json(),
    );
    expect(page2.items.map((c) => c.username)).toEqual(['zz_charlie']);
    const desc = clientListResponseSchema.parse((await list('q=ZULU&sort=name&order=desc')).json());
    expect(desc.items.map((c) => c.firstName)).toEqual(['Chantelle', 'Bongani', 'Aaron']);
    const suspended = clientListResponseSchema.parse((await list('q=zz_&status=suspended')).json());
    expect(suspended.items.map((c) => c.username)).toEqual(['zz_bravo']);
    expect((await list('pageSize=101')).statusCode).toBe(400);
  });

  it('exports CSV with a header row and quoting', async () => {
    await createTestClient(t.database.db, {
      username: 'zz_quote',
      firstName: 'Thandi "TJ", the',
      lastName: 'Zulu',
    });
    const res = await list('q=zz_quote&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="clients-.*\.csv"$/);
    const [header, row, end] = res.body.split('\r\n');
    expect(header!.split(',')[0]).toBe('Username');
    expect(row).toContain('zz_quote,"Thandi ""TJ"", the Zulu"');
    expect(end).toBe('');
  });

  it('creates a client with a one-time password that logs in, and names a bad field', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/clients',
      headers: auth,
      payload: { username: 'x', firstName: 'Nomsa' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('username');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/clients',
      headers: auth,
      payload: {
        username: 'Nomsa.K',
        firstName: 'Nomsa',
        lastName: 'Khumalo',
        whatsapp: '082 555 1234',
        packageId: monthlyId,
        subscriptionExpiresAt: '2027-01-31',
        maxConnections: 2,
        streamingLogin: { serverUrl: 'http://line.example', username: 'nk01', password: 's3cret' },
      },
    });
    expect(res.statusCode).toBe(201);
    const body = createClientResponseSchema.parse(res.json());
    expect(body.client.username).toBe('nomsa.k');
    expect(body.client.mustChangePassword).toBe(true);
    expect(body.client.subscriptionExpiresAt).toBe('2027-01-30T22:00:00.000Z');
    const [stored] = await t.database.db
      .select()
      .from(clients)
      .where(eq(clients.id, body.client.id));
    expect(stored!.streamingPasswordEncrypted).not.toContain('s3cret');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/client/login',
      payload: { username: 'nomsa.k', password: body.oneTimePassword },
    });
    expect(login.json()).toMatchObject({ success: true, must_change_password: true });

    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/clients',
      headers: auth,
      payload: { username: 'nomsa.k', firstName: 'Other' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields).toEqual({ username: 'That username is already taken' });

    // The details screen shows the streaming login without its password, and reading it is not
    // audited; the reveal answers the password and writes one audit entry per reveal.
    const detailsOf = async () =>
      clientDetailsResponseSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/admin/clients/${body.client.id}`,
            headers: auth,
          })
        ).json(),
      );
    const details = await detailsOf();
    expect(details.streamingLogin).toEqual({
      serverUrl: 'http://line.example',
      username: 'nk01',
      hasPassword: true,
    });
    expect(JSON.stringify(details)).not.toContain('s3cret');
    expect(details.audit.map((a) => a.action)).not.toContain('client.streaming_login_revealed');

    const reveal = await t.app.inject({
      method: 'GET',
      url: `/api/admin/clients/${body.client.id}/streaming-login`,
      headers: auth,
    });
    expect(reveal.statusCode).toBe(200);
    expect(reveal.headers['cache-control']).toBe('no-store');
    expect(adminStreamingLoginResponseSchema.parse(reveal.json())).toEqual({
      serverUrl: 'http://line.example',
      username: 'nk01',
      password: 's3cret',
    });
    const reveals = (await detailsOf()).audit.filter(
      (a) => a.action === 'client.streaming_login_revealed',
    );
    expect(reveals).toHaveLength(1);
    expect(reveals[0]).toMatchObject({ actorType: 'admin', targetId: body.client.id });
  });

  it('answers 404 for the streaming login of a client without one', async () => {
    const account = await createTestClient(t.database.db, { username: 'no_stream' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/clients/${account.id}/streaming-login`,
      headers: auth,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Streaming login not found.');
  });

  it('sends the password through the outbox when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/clients',
      headers: auth,
      payload: {
        username: 'sent_pw',
        firstName: 'Lindiwe',
        email: 'lindiwe@example.co.za',
        preferredChannel: 'email',
        deliverPassword: 'send',
      },
    });
    const body = createClientResponseSchema.parse(res.json());
    expect(body).toMatchObject({ oneTimePassword: null, sentVia: 'email' });
    const [message] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.relatedId, body.client.id));
    expect(message!.recipient).toBe('lindiwe@example.co.za');
    expect(message!.body).toMatch(/Temporary password: \S{12}/);
  });

  it('suspending a client revokes their sessions at once, and is audited', async () => {
    const account = await createTestClient(t.database.db, { username: 'to_suspend' });
    const token = await loginAs(t.app, 'client', account, '10.9.0.1');
    const session = () =>
      t.app.inject({ method: 'GET', url: '/api/client/session', headers: bearer(token) });
    expect((await session()).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/clients/${account.id}`,
      headers: auth,
      payload: { status: 'suspended' },
    });
    expect(res.json().client.status).toBe('suspended');
    // Re-activating does not bring the revoked session back.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/clients/${account.id}`,
      headers: auth,
      payload: { status: 'active' },
    });
    expect((await session()).statusCode).toBe(401);
    const actions = await t.database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.targetId, account.id));
    expect(actions.find((a) => a.action === 'client.suspend')!.details).toMatchObject({
      sessionsRevoked: 1,
    });
  });

  it('resets a password to a temporary one shown once', async () => {
    const account = await createTestClient(t.database.db, { username: 'forgetful' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/clients/${account.id}/reset-password`,
      headers: auth,
      payload: {},
    });
    const { oneTimePassword } = res.json<{ oneTimePassword: string }>();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/client/login',
      payload: { username: 'forgetful', password: oneTimePassword },
    });
    expect(login.json()).toMatchObject({ success: true, must_change_password: true });
  });

  it('answers 404 for an unknown client', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/clients/00000000-0000-4000-8000-000000000000',
      headers: auth,
    });
    expect(res.statusCode).toBe(404);
  });
});
