import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, sessions } from '../../db/schema/index';
import { createTestClient, loginAs } from '../../test/accounts';
import { usePortal } from './client-portal-test-kit';

describe('client portal: account', () => {
  const { portal, get, send } = usePortal();

  it('changes contact details with the WhatsApp number normalised', async () => {
    const res = await send('PUT', '/api/client/account', {
      email: 'Thabo@Example.co.za',
      whatsapp: '082 555 1234',
      preferredChannel: 'email',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().account).toMatchObject({
      email: 'thabo@example.co.za',
      whatsapp: '27825551234',
      preferredChannel: 'email',
    });
    expect((await get('/api/client/account')).json().account.whatsapp).toBe('27825551234');
  });

  it('refuses a bad phone and a preferred channel without its contact', async () => {
    const bad = await send('PUT', '/api/client/account', {
      email: '',
      whatsapp: '123',
      preferredChannel: 'whatsapp',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.whatsapp).toBe('Please enter a valid phone number');
    const noEmail = await send('PUT', '/api/client/account', {
      email: '',
      whatsapp: '0825551234',
      preferredChannel: 'email',
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.fields.preferredChannel).toBeDefined();
  });

  it('signs out everywhere: every session of the client ends, this one too', async () => {
    const account = await createTestClient(portal.t.database.db);
    const first = await loginAs(portal.t.app, 'client', account);
    const second = await loginAs(portal.t.app, 'client', account);
    const res = await send('POST', '/api/client/sign-out-everywhere', {}, first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, sessionsEnded: 2 });
    expect((await get('/api/client/session', first)).statusCode).toBe(401);
    expect((await get('/api/client/session', second)).statusCode).toBe(401);
    const live = await portal.t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.subjectId, portal.clientA));
    expect(live.some((s) => s.revokedAt === null)).toBe(true); // other clients keep theirs
  });

  it('a client suspended while signed in is refused on the next request', async () => {
    const account = await createTestClient(portal.t.database.db);
    const token = await loginAs(portal.t.app, 'client', account);
    expect((await get('/api/client/dashboard', token)).statusCode).toBe(200);
    await portal.t.database.db
      .update(clients)
      .set({ status: 'suspended' })
      .where(eq(clients.id, account.id));
    expect((await get('/api/client/dashboard', token)).statusCode).toBe(401);
  });
});
