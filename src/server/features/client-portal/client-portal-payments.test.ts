import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  capturedPayments,
  packageUpgradeRequests,
  paymentProofs,
  pricingSpecials,
} from '../../db/schema/index';
import { day, usePortal } from './client-portal-test-kit';

describe('client portal: payments, renewal specials and upgrades', () => {
  const { portal, get, send } = usePortal();

  it('lists only the client’s own payments and proofs', async () => {
    const db = portal.t.database.db;
    await db.insert(capturedPayments).values([
      { clientId: portal.clientA, amountCents: 50000, method: 'eft', reference: 'SV-A1' },
      { clientId: portal.clientB, amountCents: 90000, method: 'card' },
    ]);
    await db.insert(paymentProofs).values({
      clientId: portal.clientB,
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
    await portal.t.database.db.insert(pricingSpecials).values([
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
      const res = await send('POST', '/api/client/upgrade-requests', {
        toPackageId: portal.sixMonths,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().request).toMatchObject({
        fromPackageName: '3 Months',
        toPackageName: '6 Months',
        priceDifferenceCents: 40000,
        status: 'pending',
      });
      const again = await send('POST', '/api/client/upgrade-requests', {
        toPackageId: portal.sixMonths,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('upgrade_pending');
      const list = await get('/api/client/upgrade-requests');
      expect(list.json().requests).toHaveLength(1);
      expect((await get('/api/client/upgrade-requests', portal.tokenB)).json().requests).toEqual(
        [],
      );
    });

    it('shows the business’s answer and allows a new request once answered', async () => {
      await portal.t.database.db
        .update(packageUpgradeRequests)
        .set({ status: 'rejected', reason: 'Not available mid-cycle', decidedAt: new Date() })
        .where(eq(packageUpgradeRequests.clientId, portal.clientA));
      const list = await get('/api/client/upgrade-requests');
      expect(list.json().requests[0]).toMatchObject({
        status: 'rejected',
        reason: 'Not available mid-cycle',
      });
      expect(
        (await send('POST', '/api/client/upgrade-requests', { toPackageId: portal.sixMonths }))
          .statusCode,
      ).toBe(201);
    });

    it('refuses the current package and unknown packages', async () => {
      const same = await send(
        'POST',
        '/api/client/upgrade-requests',
        { toPackageId: portal.threeMonths },
        portal.tokenB,
      );
      expect(same.statusCode).toBe(400);
      expect(same.json().error.fields.toPackageId).toBe('You are already on this package.');
      const unknown = await send(
        'POST',
        '/api/client/upgrade-requests',
        { toPackageId: crypto.randomUUID() },
        portal.tokenB,
      );
      expect(unknown.statusCode).toBe(400);
    });
  });
});
