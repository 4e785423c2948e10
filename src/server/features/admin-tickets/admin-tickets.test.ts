import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketThreadResponseSchema } from '@shared/contracts/admin-operations';
import { outbox, supportTicketMessages, supportTickets } from '../../db/schema/index';
import {
  bearer,
  createTestAdmin,
  createTestClient,
  loginAs,
  type TestAccount,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';

describe('admin support tickets and notices', () => {
  let t: TestApp;
  let admin: TestAccount;
  let auth: { authorization: string };
  let ticketId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createTestAdmin(t.database.db, 'support@example.co.za');
    auth = bearer(await loginAs(t.app, 'admin', admin));
    const client = await createTestClient(t.database.db, {
      username: 'needs_help',
      whatsapp: '0821230000',
    });
    const [ticket] = await t.database.db
      .insert(supportTickets)
      .values({ clientId: client.id, subject: 'No sound on channel 101' })
      .returning();
    ticketId = ticket!.id;
    await t.database.db
      .insert(supportTicketMessages)
      .values({ ticketId, authorType: 'client', authorId: client.id, body: 'Since this morning' });
  });
  afterAll(() => t.close());

  it('replies, tells the client through the outbox, and shows the thread', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tickets/${ticketId}/messages`,
      headers: auth,
      payload: { body: 'Please restart the app and try again.' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().ticket).toMatchObject({
      status: 'awaiting_client',
      assignedAdminId: admin.id,
      messageCount: 2,
    });
    const [told] = await t.database.db.select().from(outbox).where(eq(outbox.channel, 'whatsapp'));
    expect(told!.body).toContain('Please restart the app and try again.');
    const thread = ticketThreadResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/admin/tickets/${ticketId}`, headers: auth })
      ).json(),
    );
    expect(thread.messages.map((m) => [m.authorType, m.authorName])).toEqual([
      ['client', 'Test Client'],
      ['admin', 'support@example.co.za'],
    ]);
  });

  it('changes status, unassigns, and filters the list by it', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/tickets/${ticketId}`,
      headers: auth,
      payload: { status: 'resolved', assignedAdminId: null },
    });
    expect(res.json().ticket).toMatchObject({ status: 'resolved', assignedAdminId: null });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tickets?status=resolved&assignedAdminId=none',
      headers: auth,
    });
    expect(list.json().total).toBe(1);
  });

  it('creates, publishes to an audience and unpublishes notices', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notices',
      headers: auth,
      payload: { title: 'Maintenance tonight', body: '22:00-23:00', audience: 'clients' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().notice.id;
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/admin/notices/${id}/publish`,
      headers: auth,
      payload: { audience: 'all' },
    });
    expect(published.json().notice).toMatchObject({ isPublished: true, audience: 'all' });
    const pub = (await t.app.inject({ method: 'GET', url: '/api/public/notices' })).json();
    expect(JSON.stringify(pub)).toContain('Maintenance tonight');
    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/admin/notices/${id}/unpublish`,
      headers: auth,
    });
    expect(hidden.json().notice.isPublished).toBe(false);
  });
});
