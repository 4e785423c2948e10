import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bannersResponseSchema, specialsResponseSchema } from '@shared/contracts/public-site';
import { banners, pricingSpecials } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';

describe('specials and banners', () => {
  let t: TestApp;
  const specials = async () =>
    specialsResponseSchema.parse((await t.app.inject({ url: '/api/public/specials' })).json())
      .specials;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('lists the open public specials with their prices in cents', async () => {
    expect(await specials()).toEqual([
      expect.objectContaining({
        packageName: '6 Months',
        durationMonths: 6,
        originalPriceCents: 90000,
        specialPriceCents: 79900,
        title: 'Summer Sport Special',
        endsAt: null,
      }),
      expect.objectContaining({ packageName: '12 Months', specialPriceCents: 149900 }),
    ]);
  });

  it('leaves out specials for clients only, inactive ones, and those outside their window', async () => {
    const hour = 60 * 60 * 1000;
    const base = { originalPriceCents: 20000, specialPriceCents: 15000, durationMonths: 1 };
    await t.database.db.insert(pricingSpecials).values([
      { ...base, packageName: 'Clients only', audience: 'clients' },
      { ...base, packageName: 'Inactive', isActive: false },
      { ...base, packageName: 'Later', startsAt: new Date(Date.now() + hour) },
      {
        ...base,
        packageName: 'Over',
        startsAt: new Date(Date.now() - 2 * hour),
        endsAt: new Date(Date.now() - hour),
      },
      {
        ...base,
        packageName: 'Public now',
        audience: 'public',
        endsAt: new Date(Date.now() + hour),
      },
    ]);
    await vi.waitFor(async () => {
      expect((await specials()).map((s) => s.packageName)).toEqual([
        'Public now',
        '6 Months',
        '12 Months',
      ]);
    });
  });

  it('opens a special when its window starts, with no write to the table', async () => {
    await t.database.db.insert(pricingSpecials).values({
      packageName: 'Flash sale',
      durationMonths: 3,
      originalPriceCents: 50000,
      specialPriceCents: 40000,
      startsAt: new Date(Date.now() + 400),
    });
    await vi.waitFor(
      async () => expect((await specials()).map((s) => s.packageName)).toContain('Flash sale'),
      { timeout: 5000, interval: 50 },
    );
  });

  it('lists active banners in order with their type', async () => {
    const res = await t.app.inject({ url: '/api/public/banners' });
    const { banners: list } = bannersResponseSchema.parse(res.json());
    expect(list.map((b) => [b.title, b.bannerType])).toEqual([
      ['Festive Season Deal', 'special'],
      ['Setup in under 10 minutes', 'other'],
    ]);
    await t.database.db
      .update(banners)
      .set({ isActive: false })
      .where(eq(banners.bannerType, 'special'));
    await vi.waitFor(async () => {
      const after = bannersResponseSchema.parse(
        (await t.app.inject({ url: '/api/public/banners' })).json(),
      );
      expect(after.banners.map((b) => b.bannerType)).toEqual(['other']);
    });
  });
});
