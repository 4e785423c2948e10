import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase } from '../db/client';
import { packages } from '../db/schema/index';
import { buildTestApp } from '../test/app';
import { openTestSocket } from '../test/socket';

// Runs only in the PostgreSQL pass (vitest.config.ts includes *.pg.test.ts when TEST_DATABASE_URL is set).
describe('realtime across two instances on PostgreSQL', () => {
  it('a write through one instance reaches a socket held by the other', async () => {
    const first = await buildTestApp();
    const secondDb = await openDatabase({
      driver: 'postgres',
      url: first.testDb.url!,
      poolSize: 2,
    });
    const second = await buildApp({ db: secondDb, config: testConfig() });
    try {
      await second.listen({ host: '127.0.0.1', port: 0 });
      const address = second.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const s = await openTestSocket(`http://127.0.0.1:${port}`);
      s.send({ type: 'subscribe', channel: 'public' });
      await s.waitFor((m) => m.type === 'subscribed');
      const [pkg] = await first.database.db
        .insert(packages)
        .values({ name: '3 Months', priceCents: 50000, duration: '3 Months', durationMonths: 3 })
        .returning({ id: packages.id });
      const change = await s.waitFor((m) => m.type === 'change');
      expect(change).toMatchObject({ table: 'packages', op: 'INSERT', id: pkg!.id });
      await s.close();
    } finally {
      await second.close();
      await secondDb.close();
      await first.close();
    }
  });
});
