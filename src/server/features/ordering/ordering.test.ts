import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leads, outbox, packages, siteSettings } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp';
import { createEmailTransport } from '../outbox/transports';

const fastPolicy = { maxAttempts: 10, firstDelayMs: 20, maxDelayMs: 200 };

function anOrder(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Lerato Dlamini',
    email: 'Lerato@Example.co.za',
    whatsapp: '082 555 1234',
    package: '3 Months',
    duration: '3 Months',
    device: 'firestick',
    internetPlatform: 'fibre',
    internetSpeed: 'Download 48.2 Mbps, ping 18 ms',
    communicationMethod: 'email',
    formType: 'order',
    ...overrides,
  };
}

describe('POST /api/public/orders and /api/public/interest', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await buildTestApp({
      seed: true,
      config: { formRateLimitMax: 1000 },
      outbox: {
        transports: {
          email: createEmailTransport({
            url: smtp.url,
            from: 'StreamVault SA <orders@example.co.za>',
          }),
        },
        pollMs: 20,
        policy: fastPolicy,
      },
    });
    // No sport day today for these tests.
    await t.database.db
      .update(siteSettings)
      .set({ value: [] })
      .where(eq(siteSettings.key, 'free_trial_blocked_dates'));
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('one order: one lead with every field, one business email and one client email with the right content', async () => {
    const res = await post('/api/public/orders', anOrder());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      kind: 'order',
      packageName: '3 Months',
      packagePriceCents: 50000,
    });
    expect(body.paymentReference).toMatch(/^REF-[A-Z2-9]{7}$/);

    const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, body.leadId));
    expect(lead).toMatchObject({
      kind: 'order',
      status: 'new',
      fullName: 'Lerato Dlamini',
      email: 'lerato@example.co.za',
      whatsapp: '27825551234',
      packageName: '3 Months',
      packagePriceCents: 50000,
      device: 'firestick',
      internetPlatform: 'fibre',
      internetSpeed: 'Download 48.2 Mbps, ping 18 ms',
      paymentReference: body.paymentReference,
    });

    await vi.waitFor(
      () =>
        expect(smtp.messages.filter((m) => m.text.includes(body.paymentReference))).toHaveLength(2),
      {
        timeout: 10_000,
      },
    );
    const business = smtp.messages.find((m) => m.to === 'orders@streamvault.example.co.za')!;
    expect(business.subject).toBe('New order: Lerato Dlamini - 3 Months');
    expect(business.text).toContain('WhatsApp: 27825551234');
    const client = smtp.messages.find((m) => m.to === 'lerato@example.co.za')!;
    expect(client.subject).toContain('3 Months');
    expect(client.text).toContain('R 500.00');
    expect(client.text).toContain('Account number: 62000000000');
    expect(client.text).toContain('https://pay.example.co.za/streamvault');
  });

  it('sends the client confirmation by WhatsApp when that is the chosen channel', async () => {
    const res = await post(
      '/api/public/orders',
      anOrder({ communicationMethod: 'whatsapp', email: 'wa@example.co.za' }),
    );
    expect(res.statusCode).toBe(201);
    const messages = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.relatedId, res.json().leadId));
    expect(messages.map((m) => [m.channel, m.recipient]).sort()).toEqual([
      ['email', 'orders@streamvault.example.co.za'],
      ['whatsapp', '27825551234'],
    ]);
    // No WhatsApp transport in this test: it waits for an admin to send it by hand.
    await vi.waitFor(async () => {
      const [wa] = await t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.relatedId, res.json().leadId), eq(outbox.channel, 'whatsapp')));
      expect(wa!.status).toBe('manual');
    });
  });

  it('still takes the order with the mail server down, and both emails arrive once it is back', async () => {
    await smtp.stop();
    const res = await post(
      '/api/public/orders',
      anOrder({ name: 'Pieter van Wyk', email: 'pieter@example.co.za' }),
    );
    expect(res.statusCode).toBe(201);
    const reference = res.json().paymentReference as string;
    await vi.waitFor(async () => {
      const rows = await t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.relatedId, res.json().leadId));
      expect(rows.every((r) => r.attempts >= 1 && r.status === 'pending')).toBe(true);
    });
    await smtp.start();
    await vi.waitFor(
      () => expect(smtp.messages.filter((m) => m.text.includes(reference))).toHaveLength(2),
      {
        timeout: 10_000,
      },
    );
  });

  it('gives one lead for the same Idempotency-Key sent twice, with the same answer', async () => {
    const key = 'order-7f3c9e21-retry';
    const payload = anOrder({ name: 'Ayesha Patel', email: 'ayesha@example.co.za' });
    const first = await post('/api/public/orders', payload, { 'idempotency-key': key });
    const second = await post('/api/public/orders', payload, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    const [row] = await t.database.db
      .select({ n: count() })
      .from(leads)
      .where(eq(leads.email, 'ayesha@example.co.za'));
    expect(row!.n).toBe(1);
    const reused = await post('/api/public/orders', anOrder({ name: 'Someone Else' }), {
      'idempotency-key': key,
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
  });

  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const before = (await t.database.db.select({ n: count() }).from(leads))[0]!.n;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', 'Full Name is required'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ whatsapp: '12345' }, 'whatsapp', 'Please enter a valid phone number'],
      [{ internetPlatform: undefined }, 'internetPlatform', 'Please select your internet platform'],
      [
        { internetPlatform: 'other' },
        'otherPlatform',
        'Please tell us which internet platform you use',
      ],
      [{ name: 'x'.repeat(5000) }, 'name', 'Full Name is too long (at most 120 characters)'],
      [{ package: 'Lifetime Deal' }, 'package', 'Please select a package from the list'],
    ];
    for (const [change, field, message] of cases) {
      const res = await post('/api/public/orders', anOrder(change));
      expect(res.statusCode, JSON.stringify(change).slice(0, 60)).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    const after = (await t.database.db.select({ n: count() }).from(leads))[0]!.n;
    expect(after).toBe(before);
  });

  it('stores an expression of interest and acknowledges it by the chosen method', async () => {
    const res = await post('/api/public/interest', {
      firstName: 'Nomsa',
      lastName: 'Khumalo',
      email: 'nomsa@example.co.za',
      whatsapp: '+27 71 234 5678',
      communicationMethod: 'email',
      packageName: '6 Months',
      packagePrice: 900,
      duration: '6 Months',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, kind: 'interest' });
    await vi.waitFor(() =>
      expect(smtp.messages.find((m) => m.to === 'nomsa@example.co.za')?.text).toContain(
        'with payment details',
      ),
    );
  });

  it('a free trial: 24 hours, once per number and email in 90 days; a repeat is told and still recorded', async () => {
    const trial = {
      firstName: 'Kagiso',
      lastName: 'Molefe',
      email: 'kagiso@example.co.za',
      whatsapp: '072 111 2222',
      communicationMethod: 'email',
      packageName: 'Free Trial',
      duration: 'free-trial',
    };
    const first = await post('/api/public/interest', trial);
    expect(first.statusCode).toBe(201);
    expect(first.json().kind).toBe('free_trial');
    await vi.waitFor(() =>
      expect(smtp.messages.find((m) => m.to === 'kagiso@example.co.za')?.text).toContain(
        'to set up your 24-hour free trial',
      ),
    );

    const repeat = await post('/api/public/interest', {
      ...trial,
      email: 'other-address@example.co.za',
    });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().error).toMatchObject({ code: 'trial_already_used' });
    expect(repeat.json().error.message).toMatch(/already had a free trial in the last 90 days/);
    const recorded = await t.database.db
      .select()
      .from(leads)
      .where(and(eq(leads.whatsapp, '27721112222'), eq(leads.isRepeatTrial, true)));
    expect(recorded).toHaveLength(1);
  });

  it('gives no free trial on a sport event day, and says why', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(
      new Date(),
    );
    await t.database.db
      .update(siteSettings)
      .set({ value: [today] })
      .where(eq(siteSettings.key, 'free_trial_blocked_dates'));
    try {
      const res = await post(
        '/api/public/orders',
        anOrder({ package: 'Free Trial', duration: 'free-trial', email: 'sport@example.co.za' }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('trial_unavailable_today');
      expect(res.json().error.message).toMatch(/major sport event/);
      // A paid order on the same day is fine.
      expect(
        (await post('/api/public/orders', anOrder({ email: 'sport@example.co.za' }))).statusCode,
      ).toBe(201);
    } finally {
      await t.database.db
        .update(siteSettings)
        .set({ value: [] })
        .where(eq(siteSettings.key, 'free_trial_blocked_dates'));
    }
  });

  it('prices from the packages table, not from what the browser sends', async () => {
    await t.database.db
      .update(packages)
      .set({ priceCents: 55500 })
      .where(eq(packages.name, '3 Months'));
    const res = await post('/api/public/orders', anOrder({ email: 'price@example.co.za' }));
    expect(res.json().packagePriceCents).toBe(55500);
    await t.database.db
      .update(packages)
      .set({ priceCents: 50000 })
      .where(eq(packages.name, '3 Months'));
  });
});

describe('the per-IP limit on the public forms', () => {
  it('answers 429 with a clear message past the limit', async () => {
    const t = await buildTestApp({ seed: true, config: { formRateLimitMax: 2 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/public/orders',
          payload: anOrder({ email: `r${i}@example.co.za` }),
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429)
          expect(res.json().error.message).toMatch(/^Too many requests\. Please wait \d+ seconds/);
      }
      expect(codes).toEqual([201, 201, 429]);
      const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(leads);
      expect(row!.n).toBe(2);
    } finally {
      await t.close();
    }
  });
});
