import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthChecks, healthMonitors } from '../../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { dueMonitors, runHealthChecks, uptimeByMonitor } from './health-monitors.service';

describe('health monitors', () => {
  let t: TestDatabase;
  let target: Server;
  let base: string;
  beforeAll(async () => {
    t = await createTestDatabase();
    target = createServer((req, res) => {
      res.writeHead(req.url === '/up' ? 200 : 503);
      res.end();
    });
    await new Promise<void>((r) => target.listen(0, '127.0.0.1', () => r()));
    const address = target.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise((r) => target.close(r));
    await t.drop();
  });

  it('records a good check, a wrong status and an unreachable service', async () => {
    const db = t.database.db;
    const [up, down, gone] = await db
      .insert(healthMonitors)
      .values([
        { name: 'Portal', url: `${base}/up`, expectedStatus: 200, intervalSeconds: 60 },
        { name: 'Streams', url: `${base}/down`, expectedStatus: 200, intervalSeconds: 60 },
        { name: 'Old panel', url: 'http://127.0.0.1:1/', expectedStatus: 200, intervalSeconds: 60 },
      ])
      .returning();
    const now = new Date('2026-11-21T08:00:00Z');
    const results = await runHealthChecks(db, { now });
    const byId = new Map(results.map((r) => [r.monitorId, r.result]));
    expect(byId.get(up!.id)).toMatchObject({ ok: true, statusCode: 200, error: null });
    expect(byId.get(down!.id)).toMatchObject({
      ok: false,
      statusCode: 503,
      error: 'expected 200, got 503',
    });
    expect(byId.get(gone!.id)).toMatchObject({ ok: false, statusCode: null });
    expect((await db.select().from(healthChecks)).length).toBe(3);

    // Within the interval nothing is due; after it, everything is.
    expect(await dueMonitors(db, new Date(now.getTime() + 30_000))).toEqual([]);
    expect((await dueMonitors(db, new Date(now.getTime() + 60_000))).length).toBe(3);

    const uptime = await uptimeByMonitor(db, new Date(now.getTime() - 86_400_000));
    expect(uptime.find((u) => u.monitorId === up!.id)).toMatchObject({
      checks: 1,
      uptimePercent: 100,
    });
    expect(uptime.find((u) => u.monitorId === down!.id)).toMatchObject({
      checks: 1,
      uptimePercent: 0,
    });
  });
});
