import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveUpgradeResponseSchema } from '@shared/contracts/admin-operations';
import { clients, outbox, packages, packageUpgradeRequests } from '../../db/schema/index';
import { bearer, createTestAdmin, createTestClient, loginAs } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';

const day = 86_400_000;

describe('admin upgrade requests', () => {
  let t: TestApp;
  let auth: { authorization: string };
  let monthly: typeof packages.$inferSelect;
  let sixMonths: typeof packages.$inferSelect;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    auth = bearer(await loginAs(t.app, 'admin', await createTestAdmin(t.database.db)));
    const all = await t.database.db.select().from(packages);
    monthly = all.find((p) => p.name === 'Month to Month')!;
    sixMonths = all.find((p) => p.name === '6 Months')!;
  });
  afterAll(() => t.close());

  async function request(username: string) {
    const client = await createTestClient(t.database.db, {
      username,
      packageId: monthly.id,
      whatsapp: '0831234567',
      subscriptionExpiresAt: new Date(Date.now() + 20 * day),
    });
    const [row] = await t.database.db
      .insert(packageUpgradeRequests)
      .values({
        clientId: client.id,
        fromPackageId: monthly.id,
        toPackageId: sixMonths.id,
        priceDifferenceCents: sixMonths.priceCents - monthly.priceCents,
      })
      .returning();
    return { client, requestId: row!.id };
  }

  it('approving changes the package and converts the time left by price per day', async () => {
    const { client, requestId } = await request('upgrader');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/upgrade-requests/${requestId}/approve`,
      headers: auth,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const body = approveUpgradeResponseSchema.parse(res.json());
    expect(body.request.status).toBe('approved');
    const [stored] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(stored!.packageId).toBe(sixMonths.id);
    const rate = (p: typeof monthly) => p.priceCents / (p.durationMonths * 30);
    const expectedLeft = (20 * day * rate(monthly)) / rate(sixMonths);
    const left = stored!.subscriptionExpiresAt!.getTime() - Date.now();
    expect(Math.abs(left - expectedLeft)).toBeLessThan(5 * 60_000);
    const [told] = await t.database.db.select().from(outbox).where(eq(outbox.relatedId, requestId));
    expect(told!.body).toContain('6 Months');

    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/upgrade-requests/${requestId}/approve`,
      headers: auth,
      payload: {},
    });
    expect(twice.statusCode).toBe(409);
  });

  it('rejecting needs a reason, keeps the package and tells the client', async () => {
    const { client, requestId } = await request('declined');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/upgrade-requests/${requestId}/reject`,
      headers: auth,
      payload: { reason: 'Please settle the open balance first' },
    });
    expect(res.json().request).toMatchObject({
      status: 'rejected',
      reason: 'Please settle the open balance first',
    });
    const [stored] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(stored!.packageId).toBe(monthly.id);
    const [told] = await t.database.db.select().from(outbox).where(eq(outbox.relatedId, requestId));
    expect(told!.body).toContain('Please settle the open balance first');
  });
});
