import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxListResponseSchema } from '@shared/contracts/admin-operations';
import { auditLog, outbox } from '../../db/schema/index';
import { bearer, createTestAdmin, loginAs } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';

describe('admin outbox', () => {
  let t: TestApp;
  let auth: { authorization: string };
  let whatsappId: string;
  let emailId: string;
  let failedId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    auth = bearer(await loginAs(t.app, 'admin', await createTestAdmin(t.database.db)));
    const rows = await t.database.db
      .insert(outbox)
      .values([
        {
          channel: 'whatsapp',
          recipient: '27821112222',
          body: 'Hi Thabo, pay & go?',
          status: 'manual',
        },
        {
          channel: 'email',
          recipient: 'thabo+tv@example.co.za',
          subject: 'Your order: 3 Months',
          body: 'Line one\nLine two',
          status: 'manual',
        },
        {
          channel: 'email',
          recipient: 'x@example.co.za',
          body: 'b',
          status: 'failed',
          attempts: 10,
        },
      ])
      .returning({ id: outbox.id });
    [whatsappId, emailId, failedId] = rows.map((r) => r.id) as [string, string, string];
  });
  afterAll(() => t.close());

  it('lists messages to send by hand with their wa.me and mailto links', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?status=manual&sort=recipient&order=asc',
      headers: auth,
    });
    const body = outboxListResponseSchema.parse(res.json());
    expect(body.total).toBe(2);
    const byId = new Map(body.items.map((m) => [m.id, m]));
    expect(byId.get(whatsappId)!.sendLink).toBe(
      'https://wa.me/27821112222?text=Hi%20Thabo%2C%20pay%20%26%20go%3F',
    );
    expect(byId.get(emailId)!.sendLink).toBe(
      'mailto:thabo%2Btv@example.co.za?subject=Your%20order%3A%203%20Months&body=Line%20one%0ALine%20two',
    );
  });

  it('marks a message sent (once) and audits it', async () => {
    const mark = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/outbox/${whatsappId}/mark-sent`,
        headers: auth,
      });
    const res = await mark();
    expect(res.statusCode).toBe(200);
    expect(res.json().message.status).toBe('sent');
    expect((await mark()).statusCode).toBe(409);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, whatsappId));
    expect(entry!.action).toBe('outbox.mark_sent');
  });

  it('retries a failed message with a fresh count', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${failedId}/retry`,
      headers: auth,
    });
    expect(res.json().message).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
