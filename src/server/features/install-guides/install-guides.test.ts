import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloads, outbox } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';

describe('POST /api/public/downloads/:id/guide', () => {
  let t: TestApp;
  let appId: string;
  let appName: string;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true, config: { formRateLimitMax: 1000 } });
    const [app] = await t.database.db
      .select()
      .from(downloads)
      .where(eq(downloads.isActive, true))
      .limit(1);
    appId = app!.id;
    appName = app!.name;
  });
  afterAll(() => t.close());

  const send = (id: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/public/downloads/${id}/guide`, payload });

  it('queues the guide by both channels, with the app and its steps in the message', async () => {
    const res = await send(appId, {
      type: 'both',
      email: 'Zanele@Example.co.za',
      whatsapp: '083 444 5555',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ sent: ['whatsapp', 'email'], refused: [] });
    const queued = await t.database.db.select().from(outbox).where(eq(outbox.relatedId, appId));
    expect(queued.map((m) => m.recipient).sort()).toEqual(['27834445555', 'zanele@example.co.za']);
    expect(queued.find((m) => m.channel === 'email')!.subject).toBe(`How to install ${appName}`);
  });

  it("sends by the channel that is valid and refuses the other ('Partially Sent')", async () => {
    const res = await send(appId, {
      type: 'both',
      email: 'not-an-email',
      whatsapp: '083 444 5555',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      sent: ['whatsapp'],
      refused: [{ channel: 'email', reason: 'Please enter a valid email address' }],
    });
  });

  it('uses the spec texts when nothing can be sent', async () => {
    const none = await send(appId, { type: 'email' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Please enter contact information');
    const badPhone = await send(appId, { type: 'whatsapp', whatsapp: '1234' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.message).toBe('Please enter a valid phone number');
  });

  it("answers 'No Instructions Available' for an app without a guide, and 404 for an unknown app", async () => {
    await t.database.db
      .update(downloads)
      .set({ installationGuide: null })
      .where(eq(downloads.id, appId));
    const res = await send(appId, { type: 'email', email: 'a@example.co.za' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('No Instructions Available');
    const unknown = await send('00000000-0000-4000-8000-000000000000', {
      type: 'email',
      email: 'a@example.co.za',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
