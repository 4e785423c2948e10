import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { leads, outbox } from '../../db/schema/index';
import { buildTestApp } from '../../test/app';
import { startSmtpCatcher } from '../../test/smtp';
import { createEmailTransport } from '../outbox/transports';

// PostgreSQL pass only: two app instances on one database, as in production scale-out.
describe('200 concurrent orders on PostgreSQL through two instances', () => {
  it('give exactly 200 leads and 400 messages, each email delivered once', async () => {
    const smtp = await startSmtpCatcher();
    const outboxOptions = () => ({
      transports: { email: createEmailTransport({ url: smtp.url, from: 'orders@example.co.za' }) },
      pollMs: 50,
    });
    const first = await buildTestApp({
      seed: true,
      config: { formRateLimitMax: 100_000 },
      outbox: outboxOptions(),
    });
    const secondDb = await openDatabase({
      driver: 'postgres',
      url: first.testDb.url!,
      poolSize: 5,
    });
    const second = await buildApp({
      db: secondDb,
      config: testConfig({ formRateLimitMax: 100_000 }),
      outbox: outboxOptions(),
    });
    await second.ready();
    try {
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          (i % 2 ? second : first.app).inject({
            method: 'POST',
            url: '/api/public/orders',
            payload: {
              name: `Client ${i}`,
              email: `client${i}@example.co.za`,
              whatsapp: `08255${String(i).padStart(5, '0')}`,
              package: 'Month to Month',
              internetPlatform: 'lte',
              communicationMethod: 'email',
              formType: 'order',
            },
          }),
        ),
      );
      expect(responses.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);
      const db = first.database.db;
      expect(
        (await db.select({ n: count() }).from(leads).where(eq(leads.kind, 'order')))[0]!.n,
      ).toBe(200);
      expect((await db.select({ n: count() }).from(outbox))[0]!.n).toBe(400);
      const references = new Set(responses.map((r) => r.json().paymentReference as string));
      expect(references.size).toBe(200);

      await vi.waitFor(() => expect(smtp.messages.length).toBe(400), {
        timeout: 60_000,
        interval: 100,
      });
      const delivered = new Set(smtp.messages.map((m) => `${m.to} ${m.subject} ${m.text}`));
      expect(delivered.size).toBe(400);
      expect(
        (await db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'sent')))[0]!.n,
      ).toBe(400);
    } finally {
      await second.close();
      await secondDb.close();
      await first.close();
      await smtp.stop();
    }
  }, 120_000);
});
