import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicPackagesResponseSchema } from '@shared/contracts/packages';
import { packages } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';

describe('GET /api/public/packages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.database.db.insert(packages).values([
      {
        name: '6 Months',
        priceCents: 90000,
        duration: '6 Months',
        durationMonths: 6,
        sortOrder: 3,
      },
      {
        name: 'Month to Month',
        priceCents: 20000,
        duration: '1 Month',
        durationMonths: 1,
        sortOrder: 1,
        features: ['HD channels', 'Movies', 'Series'],
      },
      {
        name: 'Retired',
        priceCents: 10000,
        duration: '1 Month',
        durationMonths: 1,
        sortOrder: 0,
        isActive: false,
      },
    ]);
  });
  afterAll(() => t.close());

  it('lists only active packages, by sort order', async () => {
    const res = await t.app.inject({ url: '/api/public/packages' });
    expect(res.statusCode).toBe(200);
    const body = publicPackagesResponseSchema.parse(res.json());
    expect(body.packages.map((p) => p.name)).toEqual(['Month to Month', '6 Months']);
    expect(body.packages[0]).toMatchObject({
      priceCents: 20000,
      features: ['HD channels', 'Movies', 'Series'],
    });
  });

  it('shows a price change once its change notification arrives (the read is cached)', async () => {
    await t.app.inject({ url: '/api/public/packages' });
    await t.database.db
      .update(packages)
      .set({ priceCents: 25000 })
      .where(eq(packages.name, 'Month to Month'));
    await vi.waitFor(
      async () => {
        const body = publicPackagesResponseSchema.parse(
          (await t.app.inject({ url: '/api/public/packages' })).json(),
        );
        expect(body.packages[0]!.priceCents).toBe(25000);
      },
      { timeout: 5000, interval: 20 },
    );
  });
});
