import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import {
  auditLog,
  capturedPayments,
  clients,
  contentRequests,
  notices,
  outbox,
  packages,
  packageUpgradeRequests,
  paymentProofs,
  pricingSpecials,
  sessions,
  supportTicketMessages,
  supportTickets,
} from '../../db/schema/index';
import { SecretBox } from '../../security/secret-box';
import { bearer, createTestClient, loginAs } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  demoStreamingPassword,
  sealDemoStreamingLogins,
  streamingCredentialsPurpose,
} from './subscription.service';
import { notifyClientOfTicketReply } from './tickets.service';

const day = 24 * 60 * 60 * 1000;

describe('client portal API', () => {
  let t: TestApp;
  let box: SecretBox;
  let tokenA: string;
  let tokenB: string;
  let clientA: string;
  let clientB: string;
  let threeMonths: string;
  let sixMonths: string;

  const get = (url: string, token = tokenA) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const send = (method: 'POST' | 'PUT', url: string, payload: object, token = tokenA) =>
    t.app.inject({ method, url, headers: bearer(token), payload });

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    box = new SecretBox(testConfig().appSecret!, streamingCredentialsPurpose);
    const inserted = await db
      .insert(packages)
      .values([
        { name: '3 Months', priceCents: 50000, duration: '3 Months', durationMonths: 3 },
        { name: '6 Months', priceCents: 90000, duration: '6 Months', durationMonths: 6 },
      ])
      .returning({ id: packages.id });
    threeMonths = inserted[0]!.id;
    sixMonths = inserted[1]!.id;
    const a = await createTestClient(db, {
      username: 'thabo',
      firstName: 'Thabo',
      lastName: 'Mokoena',
      packageId: threeMonths,
      subscriptionStartedAt: new Date(Date.now() - 30 * day),
      subscriptionExpiresAt: new Date(Date.now() + 5 * day + 60_000),
      maxConnections: 2,
      paymentReference: 'SV-A1',
      streamingServerUrl: 'http://line.example.tv:8080/',
      streamingUsername: 'thabo01',
      whatsapp: '27820000000',
    });
    const b = await createTestClient(db, { username: 'naledi', packageId: threeMonths });
    clientA = a.id;
    clientB = b.id;
    await sealDemoStreamingLogins(db, box, ['thabo']);
    tokenA = await loginAs(t.app, 'client', a);
    tokenB = await loginAs(t.app, 'client', b);
    await db.insert(notices).values([
      {
        title: 'For clients',
        body: 'x',
        audience: 'clients',
        isPublished: true,
        publishedAt: new Date(),
      },
      {
        title: 'For everyone',
        body: 'x',
        audience: 'all',
        isPublished: true,
        publishedAt: new Date(),
      },
      { title: 'Public only', body: 'x', audience: 'public', isPublished: true },
      { title: 'Draft', body: 'x', audience: 'clients', isPublished: false },
    ]);
  });
  afterAll(() => t.close());

  it('shows the dashboard: subscription, masked streaming login and client notices', async () => {
    const res = await get('/api/client/dashboard');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.subscription).toMatchObject({
      packageName: '3 Months',
      status: 'active',
      daysLeft: 6,
      maxConnections: 2,
    });
    expect(body.client).toMatchObject({ username: 'thabo', paymentReference: 'SV-A1' });
    expect(body.streamingLogin).toEqual({
      serverUrl: 'http://line.example.tv:8080/',
      username: 'thabo01',
      hasPassword: true,
    });
    expect(res.body).not.toContain(demoStreamingPassword);
    expect(body.notices.map((n: { title: string }) => n.title).sort()).toEqual([
      'For clients',
      'For everyone',
    ]);
  });

  it('keeps the streaming password encrypted at rest, and seals only once', async () => {
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, clientA));
    expect(row!.streamingPasswordEncrypted).toMatch(/^v1\./);
    expect(row!.streamingPasswordEncrypted).not.toContain(demoStreamingPassword);
    expect(box.open(row!.streamingPasswordEncrypted!)).toBe(demoStreamingPassword);
    expect(await sealDemoStreamingLogins(t.database.db, box, ['thabo'])).toBe(0);
    const [again] = await t.database.db.select().from(clients).where(eq(clients.id, clientA));
    expect(again!.streamingPasswordEncrypted).toBe(row!.streamingPasswordEncrypted);
  });

  it('reveals the streaming login with the M3U link, and audits the reveal', async () => {
    const res = await get('/api/client/streaming-login');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      serverUrl: 'http://line.example.tv:8080/',
      username: 'thabo01',
      password: demoStreamingPassword,
      m3uUrl: `http://line.example.tv:8080/get.php?username=thabo01&password=${demoStreamingPassword}&type=m3u_plus&output=ts`,
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'client.streaming_login_revealed'));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe(clientA);
  });

  it('answers 404 for the streaming login of a client who has none', async () => {
    expect((await get('/api/client/streaming-login', tokenB)).statusCode).toBe(404);
  });

  it('lists only the client’s own payments and proofs', async () => {
    const db = t.database.db;
    await db.insert(capturedPayments).values([
      { clientId: clientA, amountCents: 50000, method: 'eft', reference: 'SV-A1' },
      { clientId: clientB, amountCents: 90000, method: 'card' },
    ]);
    await db.insert(paymentProofs).values({
      clientId: clientB,
      storageKey: 'proofs/x.pdf',
      fileName: 'b.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
    });
    const res = await get('/api/client/payments');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.paymentReference).toBe('SV-A1');
    expect(body.payments).toHaveLength(1);
    expect(body.payments[0]).toMatchObject({ amountCents: 50000, method: 'eft' });
    expect(body.proofs).toEqual([]);
  });

  it('lists renewal specials for clients (audience clients or all, window open)', async () => {
    await t.database.db.insert(pricingSpecials).values([
      {
        packageName: '3 Months',
        originalPriceCents: 50000,
        specialPriceCents: 45000,
        audience: 'clients',
      },
      {
        packageName: '6 Months',
        originalPriceCents: 90000,
        specialPriceCents: 80000,
        audience: 'public',
      },
      {
        packageName: '6 Months',
        originalPriceCents: 90000,
        specialPriceCents: 85000,
        audience: 'all',
      },
      {
        packageName: '3 Months',
        originalPriceCents: 50000,
        specialPriceCents: 1,
        audience: 'clients',
        isActive: false,
      },
      {
        packageName: '3 Months',
        originalPriceCents: 50000,
        specialPriceCents: 2,
        audience: 'clients',
        endsAt: new Date(Date.now() - day),
      },
    ]);
    const res = await get('/api/client/specials');
    expect(res.statusCode).toBe(200);
    const prices = res
      .json()
      .specials.map((s: { specialPriceCents: number }) => s.specialPriceCents);
    expect(prices.sort()).toEqual([45000, 85000]);
  });

  describe('upgrade requests', () => {
    it('records the request with the price difference, one pending at a time', async () => {
      const res = await send('POST', '/api/client/upgrade-requests', { toPackageId: sixMonths });
      expect(res.statusCode).toBe(201);
      expect(res.json().request).toMatchObject({
        fromPackageName: '3 Months',
        toPackageName: '6 Months',
        priceDifferenceCents: 40000,
        status: 'pending',
      });
      const again = await send('POST', '/api/client/upgrade-requests', { toPackageId: sixMonths });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('upgrade_pending');
      const list = await get('/api/client/upgrade-requests');
      expect(list.json().requests).toHaveLength(1);
      expect((await get('/api/client/upgrade-requests', tokenB)).json().requests).toEqual([]);
    });

    it('shows the business’s answer and allows a new request once answered', async () => {
      await t.database.db
        .update(packageUpgradeRequests)
        .set({ status: 'rejected', reason: 'Not available mid-cycle', decidedAt: new Date() })
        .where(eq(packageUpgradeRequests.clientId, clientA));
      const list = await get('/api/client/upgrade-requests');
      expect(list.json().requests[0]).toMatchObject({
        status: 'rejected',
        reason: 'Not available mid-cycle',
      });
      expect(
        (await send('POST', '/api/client/upgrade-requests', { toPackageId: sixMonths })).statusCode,
      ).toBe(201);
    });

    it('refuses the current package and unknown packages', async () => {
      const same = await send(
        'POST',
        '/api/client/upgrade-requests',
        { toPackageId: threeMonths },
        tokenB,
      );
      expect(same.statusCode).toBe(400);
      expect(same.json().error.fields.toPackageId).toBe('You are already on this package.');
      const unknown = await send(
        'POST',
        '/api/client/upgrade-requests',
        { toPackageId: crypto.randomUUID() },
        tokenB,
      );
      expect(unknown.statusCode).toBe(400);
    });
  });

  describe('support tickets', () => {
    let ticketId: string;

    it('opens a ticket with its first message and lists it', async () => {
      const res = await send('POST', '/api/client/tickets', {
        subject: 'Buffering on SuperSport',
        category: 'technical',
        message: 'Buffering every evening.',
      });
      expect(res.statusCode).toBe(201);
      const { ticket } = res.json();
      ticketId = ticket.id;
      expect(ticket).toMatchObject({ subject: 'Buffering on SuperSport', status: 'open' });
      expect(ticket.messages).toEqual([
        expect.objectContaining({ authorType: 'client', body: 'Buffering every evening.' }),
      ]);
      expect((await get('/api/client/tickets')).json().tickets).toHaveLength(1);
      expect((await get('/api/client/tickets', tokenB)).json().tickets).toEqual([]);
    });

    it('reads the thread and replies; the ticket is open again for the business', async () => {
      const db = t.database.db;
      await db
        .insert(supportTicketMessages)
        .values({ ticketId, authorType: 'admin', body: 'Try a wired connection.' });
      await db
        .update(supportTickets)
        .set({ status: 'awaiting_client' })
        .where(eq(supportTickets.id, ticketId));
      const res = await send('POST', `/api/client/tickets/${ticketId}/messages`, {
        message: 'Still buffering.',
      });
      expect(res.statusCode).toBe(201);
      const { ticket } = res.json();
      expect(ticket.status).toBe('open');
      expect(ticket.messages.map((m: { authorType: string }) => m.authorType)).toEqual([
        'client',
        'admin',
        'client',
      ]);
    });

    it('refuses an empty reply and a reply on a closed ticket', async () => {
      expect(
        (await send('POST', `/api/client/tickets/${ticketId}/messages`, { message: '  ' }))
          .statusCode,
      ).toBe(400);
      await t.database.db
        .update(supportTickets)
        .set({ status: 'closed' })
        .where(eq(supportTickets.id, ticketId));
      const res = await send('POST', `/api/client/tickets/${ticketId}/messages`, {
        message: 'Hello?',
      });
      expect(res.statusCode).toBe(409);
    });

    it('tells the client of the business’s reply by their preferred channel (built-in text)', async () => {
      const db = t.database.db;
      await db
        .insert(supportTicketMessages)
        .values({ ticketId, authorType: 'admin', body: 'Fixed on our side.' });
      const ids = await notifyClientOfTicketReply(db, ticketId);
      expect(ids).toHaveLength(1);
      const [message] = await db.select().from(outbox).where(eq(outbox.id, ids[0]!));
      expect(message).toMatchObject({
        channel: 'whatsapp',
        recipient: '27820000000',
        templateKey: 'ticket_reply_whatsapp',
      });
      expect(message!.body).toContain('Fixed on our side.');
      expect(message!.body).toContain('Buffering on SuperSport');
    });
  });

  describe('content requests', () => {
    it('asks for a movie and sees the status and the answer', async () => {
      const res = await send('POST', '/api/client/content-requests', {
        kind: 'movie',
        title: 'Tsotsi',
        details: '2005',
      });
      expect(res.statusCode).toBe(201);
      const { request } = res.json();
      expect(request).toMatchObject({
        kind: 'movie',
        title: 'Tsotsi',
        status: 'pending',
        adminResponse: null,
      });
      await t.database.db
        .update(contentRequests)
        .set({ status: 'completed', adminResponse: 'Added to Movies' })
        .where(eq(contentRequests.id, request.id));
      const list = (await get('/api/client/content-requests')).json().requests;
      expect(list).toEqual([
        expect.objectContaining({ status: 'completed', adminResponse: 'Added to Movies' }),
      ]);
      expect((await get('/api/client/content-requests', tokenB)).json().requests).toEqual([]);
      expect(
        (await send('POST', '/api/client/content-requests', { kind: 'podcast', title: 'x' }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('account', () => {
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
      const account = await createTestClient(t.database.db);
      const first = await loginAs(t.app, 'client', account);
      const second = await loginAs(t.app, 'client', account);
      const res = await send('POST', '/api/client/sign-out-everywhere', {}, first);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, sessionsEnded: 2 });
      expect((await get('/api/client/session', first)).statusCode).toBe(401);
      expect((await get('/api/client/session', second)).statusCode).toBe(401);
      const live = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.subjectId, clientA));
      expect(live.some((s) => s.revokedAt === null)).toBe(true); // other clients keep theirs
    });

    it('a client suspended while signed in is refused on the next request', async () => {
      const account = await createTestClient(t.database.db);
      const token = await loginAs(t.app, 'client', account);
      expect((await get('/api/client/dashboard', token)).statusCode).toBe(200);
      await t.database.db
        .update(clients)
        .set({ status: 'suspended' })
        .where(eq(clients.id, account.id));
      expect((await get('/api/client/dashboard', token)).statusCode).toBe(401);
    });
  });

  it("answers 404 for another client's payment proof, ticket and ticket reply", async () => {
    const db = t.database.db;
    const [proof] = await db
      .insert(paymentProofs)
      .values({
        clientId: clientB,
        storageKey: 'proofs/b.pdf',
        fileName: 'b.pdf',
        contentType: 'application/pdf',
        sizeBytes: 1,
      })
      .returning({ id: paymentProofs.id });
    const [ticket] = await db
      .insert(supportTickets)
      .values({ clientId: clientB, subject: 'B only' })
      .returning({ id: supportTickets.id });
    expect((await get(`/api/client/payment-proofs/${proof!.id}/file`)).statusCode).toBe(404);
    expect((await get(`/api/client/tickets/${ticket!.id}`)).statusCode).toBe(404);
    const reply = await send('POST', `/api/client/tickets/${ticket!.id}/messages`, {
      message: 'hi',
    });
    expect(reply.statusCode).toBe(404);
    const messages = await db
      .select()
      .from(supportTicketMessages)
      .where(eq(supportTicketMessages.ticketId, ticket!.id));
    expect(messages).toEqual([]);
    // The owner reads it.
    expect((await get(`/api/client/tickets/${ticket!.id}`, tokenB)).statusCode).toBe(200);
  });
});
