import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  capturePaymentResponseSchema,
  confirmProofResponseSchema,
  paymentListResponseSchema,
} from '@shared/contracts/admin-operations';
import { clients, outbox, paymentProofs } from '../../db/schema/index';
import { LocalDiskStorage } from '../../storage/storage';
import { bearer, createTestAdmin, createTestClient, loginAs } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { extendedExpiry } from './admin-payments.service';

const day = 86_400_000;

describe('extendedExpiry', () => {
  const now = new Date('2026-11-10T10:00:00Z');
  it('counts from the later of now and the current expiry', () => {
    expect(extendedExpiry(new Date('2026-11-20T10:00:00Z'), 1, now)).toEqual(
      new Date('2026-12-20T10:00:00Z'),
    );
    expect(extendedExpiry(new Date('2026-10-01T10:00:00Z'), 1, now)).toEqual(
      new Date('2026-12-10T10:00:00Z'),
    );
    expect(extendedExpiry(null, 3, now)).toEqual(new Date('2027-02-10T10:00:00Z'));
  });
});

describe('admin payments and proofs', () => {
  let t: TestApp;
  let auth: { authorization: string };
  const storage = new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'proofs-')));
  beforeAll(async () => {
    t = await buildTestApp({ seed: true, storage });
    auth = bearer(await loginAs(t.app, 'admin', await createTestAdmin(t.database.db)));
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: auth, payload });

  it('captures an EFT payment: extends the expiry, re-activates an expired client, sends a receipt', async () => {
    const expiredAt = new Date(Date.now() - 5 * day);
    const client = await createTestClient(t.database.db, {
      username: 'pay_late',
      status: 'expired',
      subscriptionExpiresAt: expiredAt,
      whatsapp: '0825550000',
      paymentReference: 'REFLATE1',
    });
    const before = Date.now();
    const res = await post('/api/admin/payments', {
      clientId: client.id,
      amountCents: 20_000,
      reference: 'EFT 123',
      monthsPaid: 1,
    });
    expect(res.statusCode).toBe(201);
    const body = capturePaymentResponseSchema.parse(res.json());
    expect(body.client.status).toBe('active');
    const expires = new Date(body.client.subscriptionExpiresAt!).getTime();
    // One month from now (not from the old expiry): 28 to 31 days ahead.
    expect(expires).toBeGreaterThan(before + 27 * day);
    expect(expires).toBeLessThan(Date.now() + 32 * day);
    const [receipt] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, body.receiptMessageId!));
    expect(receipt).toMatchObject({ channel: 'whatsapp', recipient: '27825550000' });
    expect(receipt!.body).toContain('R 200.00');

    // Paying early adds to the current expiry.
    const again = capturePaymentResponseSchema.parse(
      (
        await post('/api/admin/payments', {
          clientId: client.id,
          amountCents: 40_000,
          monthsPaid: 2,
        })
      ).json(),
    );
    const later = new Date(again.client.subscriptionExpiresAt!).getTime();
    expect(later - expires).toBeGreaterThan(58 * day);
    expect(later - expires).toBeLessThan(63 * day);

    const listed = paymentListResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/payments?clientId=${client.id}&sort=amountCents&order=asc`,
          headers: auth,
        })
      ).json(),
    );
    expect(listed.total).toBe(2);
    expect(listed.items[0]!.reference).toBe('EFT 123');
  });

  it('names the field of a bad capture', async () => {
    const res = await post('/api/admin/payments', {
      clientId: '00000000-0000-4000-8000-000000000000',
      amountCents: -5,
      monthsPaid: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('amountCents');
    const unknown = await post('/api/admin/payments', {
      clientId: '00000000-0000-4000-8000-000000000000',
      amountCents: 5,
      monthsPaid: 1,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('clientId');
  });

  async function proofFor(username: string) {
    const client = await createTestClient(t.database.db, {
      username,
      email: `${username}@example.co.za`,
      preferredChannel: 'email',
      subscriptionExpiresAt: new Date(Date.now() + 10 * day),
    });
    const storageKey = `proofs/test/${username}.pdf`;
    await storage.put(storageKey, Buffer.from('%PDF-1.7 proof'));
    const [proof] = await t.database.db
      .insert(paymentProofs)
      .values({
        clientId: client.id,
        storageKey,
        fileName: 'eft.pdf',
        contentType: 'application/pdf',
        sizeBytes: 14,
        amountCents: 50_000,
        reference: 'PROOF1',
      })
      .returning();
    return { client, proof: proof! };
  }

  it('confirms a proof: captures a payment linked to it, once', async () => {
    const { client, proof } = await proofFor('proof_ok');
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payment-proofs/${proof.id}/file`,
      headers: auth,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body).toBe('%PDF-1.7 proof');

    const res = await post(`/api/admin/payment-proofs/${proof.id}/confirm`, { monthsPaid: 3 });
    expect(res.statusCode).toBe(200);
    const body = confirmProofResponseSchema.parse(res.json());
    expect(body.proof).toMatchObject({ status: 'confirmed', paymentId: body.payment.id });
    expect(body.payment).toMatchObject({ amountCents: 50_000, proofId: proof.id, monthsPaid: 3 });
    const [stored] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(stored!.subscriptionExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 95 * day);

    const twice = await post(`/api/admin/payment-proofs/${proof.id}/confirm`, { monthsPaid: 3 });
    expect(twice.statusCode).toBe(409);
  });

  it('rejects a proof with a reason and tells the client', async () => {
    const { proof } = await proofFor('proof_bad');
    const noReason = await post(`/api/admin/payment-proofs/${proof.id}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toHaveProperty('reason');
    const res = await post(`/api/admin/payment-proofs/${proof.id}/reject`, {
      reason: 'The amount is unreadable',
    });
    expect(res.json().proof).toMatchObject({
      status: 'rejected',
      rejectReason: 'The amount is unreadable',
    });
    const [message] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.relatedId, proof.id));
    expect(message).toMatchObject({ channel: 'email', recipient: 'proof_bad@example.co.za' });
    expect(message!.body).toContain('The amount is unreadable');
  });
});
