import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { publicPackagesResponseSchema } from '@shared/contracts/packages';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase } from '../db/client';
import { packages } from '../db/schema/index';
import { buildTestApp } from '../test/app';

// Runs only in the PostgreSQL pass (vitest.config.ts includes *.pg.test.ts when TEST_DATABASE_URL is set).
describe('public read cache across two instances on PostgreSQL', () => {
  it('a price written through one instance shows in the cached read of the other', async () => {
    const first = await buildTestApp({ seed: true });
    const secondDb = await openDatabase({
      driver: 'postgres',
      url: first.testDb.url!,
      poolSize: 2,
    });
    const second = await buildApp({ db: secondDb, config: testConfig() });
    const price = async () => {
      const res = await second.inject({ url: '/api/public/packages' });
      const body = publicPackagesResponseSchema.parse(res.json());
      return body.packages.find((p) => p.name === '3 Months')?.priceCents;
    };
    try {
      expect(await price()).toBe(50000);
      await first.database.db
        .update(packages)
        .set({ priceCents: 45000 })
        .where(eq(packages.name, '3 Months'));
      await vi.waitFor(async () => expect(await price()).toBe(45000), {
        timeout: 5000,
        interval: 20,
      });
    } finally {
      await second.close();
      await secondDb.close();
      await first.close();
    }
  });
});
