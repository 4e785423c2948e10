import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  incidentsResponseSchema,
  statusResponseSchema,
  uptimeResponseSchema,
} from '@shared/contracts/public-site';
import { healthChecks, healthMonitors, systemStatus } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';

describe('system status', () => {
  let t: TestApp;
  const status = async () =>
    statusResponseSchema.parse((await t.app.inject({ url: '/api/public/status' })).json());
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('lists every component and is stable when all are', async () => {
    const body = await status();
    expect(body.overall).toBe('stable');
    expect(body.components).toHaveLength(4);
  });

  it('turns maintenance, then down, as components change; newest change first', async () => {
    await t.database.db
      .update(systemStatus)
      .set({ status: 'maintenance', message: 'Planned work' })
      .where(eq(systemStatus.component, 'Payments'));
    await vi.waitFor(async () => {
      const body = await status();
      expect(body.overall).toBe('maintenance');
      expect(body.components[0]).toMatchObject({ component: 'Payments', message: 'Planned work' });
    });
    await t.database.db
      .update(systemStatus)
      .set({ status: 'down' })
      .where(eq(systemStatus.component, 'Client Portal'));
    await vi.waitFor(async () => {
      const body = await status();
      expect(body.overall).toBe('down');
      expect(body.components[0]!.component).toBe('Client Portal');
    });
  });

  it('lists recent incidents with their updates in time order', async () => {
    const res = await t.app.inject({ url: '/api/public/incidents?limit=5' });
    const { incidents } = incidentsResponseSchema.parse(res.json());
    expect(incidents).toHaveLength(1);
    expect(incidents[0]).toMatchObject({ status: 'resolved', component: 'Streaming Servers' });
    expect(incidents[0]!.updates.map((u) => u.status)).toEqual([
      'investigating',
      'identified',
      'resolved',
    ]);
  });

  it('rejects a bad limit with a 400', async () => {
    const res = await t.app.inject({ url: '/api/public/incidents?limit=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('limit');
  });
});

describe('uptime', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is null without monitor history, so the browser simulates it', async () => {
    const res = await t.app.inject({ url: '/api/public/uptime' });
    expect(uptimeResponseSchema.parse(res.json())).toEqual({
      uptimePercent: null,
      windowDays: 30,
      checks: 0,
    });
  });

  it('is the share of ok checks over the last 30 days when monitors exist', async () => {
    // Health checks send no NOTIFY: the cached null would live up to its minute; expire it now.
    const [monitor] = await t.database.db
      .insert(healthMonitors)
      .values({ name: 'Site', url: 'https://example.co.za' })
      .returning();
    const day = 24 * 60 * 60 * 1000;
    await t.database.db.insert(healthChecks).values([
      ...Array.from({ length: 7 }, () => ({ monitorId: monitor!.id, ok: true })),
      { monitorId: monitor!.id, ok: false },
      // Outside the window: not counted.
      { monitorId: monitor!.id, ok: false, checkedAt: new Date(Date.now() - 31 * day) },
    ]);
    t.app.publicCache.clear();
    const res = await t.app.inject({ url: '/api/public/uptime' });
    expect(uptimeResponseSchema.parse(res.json())).toEqual({
      uptimePercent: 87.5,
      windowDays: 30,
      checks: 8,
    });
  });
});
