import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox, syncFailures } from '../../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp';
import { retryDelayAfter } from './outbox-delivery.service';
import { enqueueMessages, fillTemplate } from './outbox.service';
import { OutboxWorker } from './outbox-worker';
import { createEmailTransport, createWhatsappTransport } from './transports';

const fastPolicy = { maxAttempts: 10, firstDelayMs: 20, maxDelayMs: 200 };

describe('the outbox', () => {
  let t: TestDatabase;
  let smtp: SmtpCatcher;
  let whatsappApi: Server;
  let whatsappRequests: { auth: string | undefined; body: unknown }[];
  let whatsappStatus = 200;
  let whatsappUrl: string;
  const workers: OutboxWorker[] = [];

  function worker(
    options: { email?: boolean; whatsapp?: boolean } = { email: true, whatsapp: true },
  ) {
    const w = new OutboxWorker(
      t.database.db,
      {
        ...(options.email
          ? {
              email: createEmailTransport({
                url: smtp.url,
                from: 'StreamVault SA <orders@example.co.za>',
              }),
            }
          : {}),
        ...(options.whatsapp
          ? {
              whatsapp: createWhatsappTransport({
                token: 'test-token-123',
                phoneNumberId: '1234567',
                apiUrl: whatsappUrl,
              }),
            }
          : {}),
      },
      { pollMs: 20, policy: fastPolicy },
    );
    workers.push(w);
    return w;
  }

  async function statusOf(id: string) {
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
    return row!;
  }

  beforeAll(async () => {
    t = await createTestDatabase();
    smtp = await startSmtpCatcher();
    whatsappRequests = [];
    whatsappApi = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        whatsappRequests.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
        res.writeHead(whatsappStatus, { 'content-type': 'application/json' });
        res.end(
          whatsappStatus === 200
            ? '{"messages":[{"id":"wamid.1"}]}'
            : '{"error":{"message":"Re-engagement message"}}',
        );
      });
    });
    await new Promise<void>((r) => whatsappApi.listen(0, '127.0.0.1', () => r()));
    const address = whatsappApi.address();
    whatsappUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v21.0`;
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });
  afterAll(async () => {
    await smtp.stop();
    await new Promise((r) => whatsappApi.close(r));
    await t.drop();
  });

  it('backs off from 1 minute, doubling, capped at 1 hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayAfter(n) / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60,
    ]);
  });

  it('fills template slots and leaves unknown ones empty', () => {
    expect(
      fillTemplate('Hi {{first_name}}, ref {{ payment_reference }}{{missing}}.', {
        first_name: 'Thabo',
        payment_reference: 'SV-1',
      }),
    ).toBe('Hi Thabo, ref SV-1.');
  });

  it('delivers an email over SMTP and a WhatsApp message through the Cloud API', async () => {
    const [emailId, whatsappId] = await enqueueMessages(t.database.db, [
      {
        channel: 'email',
        recipient: 'thabo@example.co.za',
        subject: 'Your order',
        body: 'Thank you for your order.',
      },
      { channel: 'whatsapp', recipient: '27821234567', body: 'Thank you for your order.' },
    ]);
    worker().start();
    await vi.waitFor(async () => expect((await statusOf(emailId!)).status).toBe('sent'), {
      timeout: 10_000,
    });
    await vi.waitFor(async () => expect((await statusOf(whatsappId!)).status).toBe('sent'), {
      timeout: 10_000,
    });
    expect(smtp.messages).toContainEqual(
      expect.objectContaining({
        to: 'thabo@example.co.za',
        subject: 'Your order',
        text: 'Thank you for your order.\n',
      }),
    );
    expect(whatsappRequests[0]).toEqual({
      auth: 'Bearer test-token-123',
      body: {
        messaging_product: 'whatsapp',
        to: '27821234567',
        type: 'text',
        text: { body: 'Thank you for your order.', preview_url: true },
      },
    });
  });

  it('loses nothing while the mail server is down: retries until it is back', async () => {
    await smtp.stop();
    const [id] = await enqueueMessages(t.database.db, [
      {
        channel: 'email',
        recipient: 'naledi@example.co.za',
        subject: 'Order received',
        body: 'We have your order.',
      },
    ]);
    worker().start();
    await vi.waitFor(async () => expect((await statusOf(id!)).attempts).toBeGreaterThanOrEqual(2), {
      timeout: 10_000,
    });
    expect((await statusOf(id!)).status).not.toBe('failed');
    expect((await statusOf(id!)).lastError).toMatch(/ECONNREFUSED/);
    await smtp.start();
    await vi.waitFor(async () => expect((await statusOf(id!)).status).toBe('sent'), {
      timeout: 10_000,
    });
    expect(smtp.messages.filter((m) => m.to === 'naledi@example.co.za')).toHaveLength(1);
  });

  it('after the last try marks the message failed and records it in sync_failures', async () => {
    whatsappStatus = 400;
    const [id] = await enqueueMessages(t.database.db, [
      { channel: 'whatsapp', recipient: '27820000001', body: 'Hello' },
    ]);
    worker().start();
    await vi.waitFor(async () => expect((await statusOf(id!)).status).toBe('failed'), {
      timeout: 15_000,
    });
    const row = await statusOf(id!);
    expect(row.attempts).toBe(10);
    expect(row.lastError).toMatch(/WhatsApp Cloud API answered 400/);
    const failures = await t.database.db
      .select()
      .from(syncFailures)
      .where(eq(syncFailures.tableName, 'outbox'));
    expect(failures.find((f) => f.metadata.outbox_id === id)).toMatchObject({
      operation: 'deliver_whatsapp',
      metadata: expect.objectContaining({ retry_count: 10 }),
    });
    whatsappStatus = 200;
  });

  it('with no transport configured leaves messages to send by hand', async () => {
    const [id] = await enqueueMessages(t.database.db, [
      { channel: 'whatsapp', recipient: '27820000002', body: 'Hi' },
    ]);
    worker({ email: true }).start();
    await vi.waitFor(async () => expect((await statusOf(id!)).status).toBe('manual'), {
      timeout: 10_000,
    });
    expect((await statusOf(id!)).attempts).toBe(0);
  });

  it('two workers on one database send each message once', async () => {
    const before = smtp.messages.length;
    await enqueueMessages(
      t.database.db,
      Array.from({ length: 20 }, (_, i) => ({
        channel: 'email' as const,
        recipient: `c${i}@example.co.za`,
        subject: 's',
        body: 'b',
      })),
    );
    const a = worker();
    const b = worker();
    a.start();
    b.start();
    await vi.waitFor(() => expect(smtp.messages.length - before).toBe(20), { timeout: 15_000 });
    const recipients = smtp.messages.slice(before).map((m) => m.to);
    expect(new Set(recipients).size).toBe(20);
  });
});
