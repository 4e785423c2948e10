import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  healthCheckHistoryResponseSchema,
  healthMonitorResponseSchema,
  incidentResponseSchema,
  runHealthChecksResponseSchema,
} from '@shared/contracts/admin-operations';
import { healthChecks, incidentUpdates } from '../../db/schema/index';
import { bearer, createTestAdmin, loginAs } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { runHealthChecks } from '../health-monitors/health-monitors.service';

describe('admin status, incidents and health monitors', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    auth = bearer(await loginAs(t.app, 'admin', await createTestAdmin(t.database.db)));
  });
  afterAll(() => t.close());

  const publicGet = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

  it('setting a component down changes the public overall state once the NOTIFY arrives', async () => {
    expect((await publicGet('/api/public/status')).overall).not.toBe('down');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/system-status/Streaming',
      headers: auth,
      payload: { status: 'broken' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('status');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/system-status/Streaming',
      headers: auth,
      payload: { status: 'down', message: 'Provider outage' },
    });
    expect(res.json().component).toMatchObject({ status: 'down', message: 'Provider outage' });
    await vi.waitFor(async () =>
      expect((await publicGet('/api/public/status')).overall).toBe('down'),
    );
  });

  it('incident updates and health checks refresh the public caches through their own NOTIFY', async () => {
    const created = incidentResponseSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/incidents',
          headers: auth,
          payload: { title: 'Buffering on sports channels', severity: 'major' },
        })
      ).json(),
    ).incident;
    await vi.waitFor(async () => {
      const { incidents } = await publicGet('/api/public/incidents');
      expect(incidents.map((i: { id: string }) => i.id)).toContain(created.id);
    });
    // An update row alone (no change to system_incidents) must still reach the cache.
    await t.database.db
      .insert(incidentUpdates)
      .values({ incidentId: created.id, status: 'identified', message: 'Upstream CDN fault' });
    await vi.waitFor(async () => {
      const { incidents } = await publicGet('/api/public/incidents');
      const found = incidents.find((i: { id: string }) => i.id === created.id);
      expect(found.updates.map((u: { message: string }) => u.message)).toContain(
        'Upstream CDN fault',
      );
    });

    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/incidents/${created.id}/resolve`,
      headers: auth,
      payload: {},
    });
    expect(resolved.json().incident).toMatchObject({ status: 'resolved' });
    expect(resolved.json().incident.resolvedAt).not.toBeNull();

    const monitor = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/health-monitors',
        headers: auth,
        payload: { name: 'Portal', url: 'http://127.0.0.1:9/', intervalSeconds: 60 },
      })
    ).json().monitor;
    const before = await publicGet('/api/public/uptime');
    await t.database.db.insert(healthChecks).values({ monitorId: monitor.id, ok: true });
    await vi.waitFor(async () =>
      expect((await publicGet('/api/public/uptime')).checks).toBe(before.checks + 1),
    );
  });

  it("'run now' checks every active monitor and records its history and uptime", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/health-monitors',
      headers: auth,
      payload: { name: 'Own health', url: 'http://127.0.0.1:1/never', expectedStatus: 200 },
    });
    expect(created.statusCode).toBe(201);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/health-monitors',
      headers: auth,
      payload: { name: 'x', url: 'ftp://example.com' },
    });
    expect(bad.json().error.fields).toHaveProperty('url');
    const run = runHealthChecksResponseSchema.parse(
      (
        await t.app.inject({ method: 'POST', url: '/api/admin/health-checks/run', headers: auth })
      ).json(),
    );
    const mine = run.results.find((r) => r.monitorId === created.json().monitor.id)!;
    expect(mine.ok).toBe(false);
    const history = healthCheckHistoryResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/health-monitors/${mine.monitorId}/checks`,
          headers: auth,
        })
      ).json(),
    );
    expect(history.checks).toHaveLength(1);
    expect(history.monitor.uptime24hPercent).toBe(0);
  });

  it('edits an incident (title, impact, message) and resolves it with one call', async () => {
    const { incident } = incidentResponseSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/incidents',
          headers: auth,
          payload: { title: 'Slow guide', severity: 'minor' },
        })
      ).json(),
    );
    const edit = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/incidents/${incident.id}`,
        headers: auth,
        payload,
      });
    const bad = await edit({ title: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ title: 'Title is required' });
    const edited = incidentResponseSchema.parse(
      (
        await edit({
          title: 'EPG not loading',
          severity: 'major',
          description: 'The programme guide is empty on all devices.',
        })
      ).json(),
    ).incident;
    expect(edited).toMatchObject({
      title: 'EPG not loading',
      severity: 'major',
      description: 'The programme guide is empty on all devices.',
      status: 'investigating',
    });
    await vi.waitFor(async () => {
      const { incidents } = await publicGet('/api/public/incidents');
      expect(incidents.find((i: { id: string }) => i.id === incident.id)?.title).toBe(
        'EPG not loading',
      );
    });

    const resolved = incidentResponseSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/incidents/${incident.id}/resolve`,
          headers: auth,
          payload: {},
        })
      ).json(),
    ).incident;
    expect(resolved.status).toBe('resolved');
    expect(resolved.updates.at(-1)).toMatchObject({
      status: 'resolved',
      message: 'This incident has been resolved.',
    });
  });

  it('a paused monitor is skipped by every check and by the public uptime, until resumed', async () => {
    const create = async (name: string) =>
      healthMonitorResponseSchema.parse(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/admin/health-monitors',
            headers: auth,
            payload: { name, url: 'http://127.0.0.1:1/', intervalSeconds: 60 },
          })
        ).json(),
      ).monitor;
    const paused = await create('Legacy panel');
    await t.database.db.insert(healthChecks).values([
      { monitorId: paused.id, ok: false },
      { monitorId: paused.id, ok: false },
    ]);
    const withChecks = (await publicGet('/api/public/uptime')).checks;
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/health-monitors/${paused.id}`,
        headers: auth,
        payload,
      });

    const edited = healthMonitorResponseSchema.parse(
      (
        await patch({
          name: 'Old panel',
          url: 'http://127.0.0.1:1/health',
          expectedStatus: 204,
          intervalSeconds: 120,
          isActive: false,
        })
      ).json(),
    ).monitor;
    expect(edited).toMatchObject({
      name: 'Old panel',
      url: 'http://127.0.0.1:1/health',
      expectedStatus: 204,
      intervalSeconds: 120,
      isActive: false,
    });
    expect((await patch({ intervalSeconds: 5 })).json().error.fields).toHaveProperty(
      'intervalSeconds',
    );

    // The public uptime drops the paused monitor's history once the change arrives.
    await vi.waitFor(async () =>
      expect((await publicGet('/api/public/uptime')).checks).toBe(withChecks - 2),
    );
    const probed: string[] = [];
    const probeFn = async (m: { url: string }) => {
      probed.push(m.url);
      return { ok: true, statusCode: 200, responseMs: 1, error: null };
    };
    const later = new Date(Date.now() + 3_600_000);
    await runHealthChecks(t.database.db, { now: later, probeFn });
    expect(probed).not.toContain('http://127.0.0.1:1/health');
    const run = runHealthChecksResponseSchema.parse(
      (
        await t.app.inject({ method: 'POST', url: '/api/admin/health-checks/run', headers: auth })
      ).json(),
    );
    expect(run.results.map((r) => r.monitorId)).not.toContain(paused.id);

    expect((await patch({ isActive: true })).json().monitor.isActive).toBe(true);
    await runHealthChecks(t.database.db, { now: new Date(later.getTime() + 3_600_000), probeFn });
    expect(probed).toContain('http://127.0.0.1:1/health');
  });
});
