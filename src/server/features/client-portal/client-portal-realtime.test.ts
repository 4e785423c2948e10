import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clients,
  notices,
  paymentProofs,
  supportTicketMessages,
  supportTickets,
} from '../../db/schema/index';
import { createTestClient, loginAs } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { openTestSocket, type TestSocket } from '../../test/socket';

describe('the client realtime channel', () => {
  let t: TestApp;
  let baseUrl: string;
  let clientA: string;
  let clientB: string;
  let tokenA: string;
  let tokenB: string;
  const sockets: TestSocket[] = [];

  async function subscribe(token: string): Promise<TestSocket> {
    const s = await openTestSocket(baseUrl);
    sockets.push(s);
    s.send({ type: 'subscribe', channel: 'client', token });
    await s.waitFor((m) => m.type === 'subscribed' && m.channel === 'client');
    return s;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const a = await createTestClient(t.database.db);
    const b = await createTestClient(t.database.db);
    clientA = a.id;
    clientB = b.id;
    tokenA = await loginAs(t.app, 'client', a);
    tokenB = await loginAs(t.app, 'client', b);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await t.close();
  });

  it("gets its own client's changes and not another client's", async () => {
    const a = await subscribe(tokenA);
    const b = await subscribe(tokenB);
    const db = t.database.db;
    const [proofB] = await db
      .insert(paymentProofs)
      .values({
        clientId: clientB,
        storageKey: 'proofs/b.pdf',
        fileName: 'b.pdf',
        contentType: 'application/pdf',
        sizeBytes: 1,
      })
      .returning({ id: paymentProofs.id });
    const [ticketA] = await db
      .insert(supportTickets)
      .values({ clientId: clientA, subject: 'A' })
      .returning({ id: supportTickets.id });
    const [messageA] = await db
      .insert(supportTicketMessages)
      .values({ ticketId: ticketA!.id, authorType: 'admin', body: 'Reply' })
      .returning({ id: supportTicketMessages.id });
    await db.update(clients).set({ maxConnections: 3 }).where(eq(clients.id, clientA));

    await a.waitFor(
      (m) => m.type === 'change' && m.table === 'support_tickets' && m.id === ticketA!.id,
    );
    await a.waitFor(
      (m) => m.type === 'change' && m.table === 'support_ticket_messages' && m.id === messageA!.id,
    );
    await a.waitFor((m) => m.type === 'change' && m.table === 'clients' && m.id === clientA);
    await b.waitFor(
      (m) => m.type === 'change' && m.table === 'payment_proofs' && m.id === proofB!.id,
    );

    // A shared change after all of them: once each socket has it, the others would have arrived.
    const [notice] = await db
      .insert(notices)
      .values({ title: 'Maintenance', body: 'Tonight', audience: 'clients', isPublished: true })
      .returning({ id: notices.id });
    await a.waitFor((m) => m.type === 'change' && m.table === 'notices' && m.id === notice!.id);
    await b.waitFor((m) => m.type === 'change' && m.table === 'notices' && m.id === notice!.id);

    const seenBy = (s: TestSocket) =>
      s.messages.flatMap((m) => (m.type === 'change' ? [`${m.table}:${String(m.id)}`] : []));
    expect(seenBy(a)).not.toContain(`payment_proofs:${proofB!.id}`);
    expect(seenBy(b)).not.toContain(`support_tickets:${ticketA!.id}`);
    expect(seenBy(b)).not.toContain(`support_ticket_messages:${messageA!.id}`);
    expect(seenBy(b)).not.toContain(`clients:${clientA}`);
    // The owner is used for routing only, never sent on.
    for (const m of a.messages) expect(m).not.toHaveProperty('client_id');
  });

  it('refuses the client channel without a live client session', async () => {
    const s = await openTestSocket(baseUrl);
    sockets.push(s);
    s.send({ type: 'subscribe', channel: 'client', token: 'not-a-token' });
    const error = await s.waitFor((m) => m.type === 'error');
    expect(error).toMatchObject({ channel: 'client', code: 'unauthorized' });
    expect(s.messages.some((m) => m.type === 'subscribed')).toBe(false);
  });
});
