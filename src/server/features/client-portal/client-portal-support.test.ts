import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  contentRequests,
  outbox,
  paymentProofs,
  supportTicketMessages,
  supportTickets,
} from '../../db/schema/index';
import { usePortal } from './client-portal-test-kit';
import { notifyClientOfTicketReply } from './tickets.service';

describe('client portal: support tickets and content requests', () => {
  const { portal, get, send } = usePortal();

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
      expect((await get('/api/client/tickets', portal.tokenB)).json().tickets).toEqual([]);
    });

    it('reads the thread and replies; the ticket is open again for the business', async () => {
      const db = portal.t.database.db;
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
      await portal.t.database.db
        .update(supportTickets)
        .set({ status: 'closed' })
        .where(eq(supportTickets.id, ticketId));
      const res = await send('POST', `/api/client/tickets/${ticketId}/messages`, {
        message: 'Hello?',
      });
      expect(res.statusCode).toBe(409);
    });

    it('tells the client of the business’s reply by their preferred channel (built-in text)', async () => {
      const db = portal.t.database.db;
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
      await portal.t.database.db
        .update(contentRequests)
        .set({ status: 'completed', adminResponse: 'Added to Movies' })
        .where(eq(contentRequests.id, request.id));
      const list = (await get('/api/client/content-requests')).json().requests;
      expect(list).toEqual([
        expect.objectContaining({ status: 'completed', adminResponse: 'Added to Movies' }),
      ]);
      expect((await get('/api/client/content-requests', portal.tokenB)).json().requests).toEqual(
        [],
      );
      expect(
        (await send('POST', '/api/client/content-requests', { kind: 'podcast', title: 'x' }))
          .statusCode,
      ).toBe(400);
    });
  });

  it("answers 404 for another client's payment proof, ticket and ticket reply", async () => {
    const db = portal.t.database.db;
    const [proof] = await db
      .insert(paymentProofs)
      .values({
        clientId: portal.clientB,
        storageKey: 'proofs/b.pdf',
        fileName: 'b.pdf',
        contentType: 'application/pdf',
        sizeBytes: 1,
      })
      .returning({ id: paymentProofs.id });
    const [ticket] = await db
      .insert(supportTickets)
      .values({ clientId: portal.clientB, subject: 'B only' })
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
    expect((await get(`/api/client/tickets/${ticket!.id}`, portal.tokenB)).statusCode).toBe(200);
  });
});
