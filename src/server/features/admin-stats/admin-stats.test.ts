import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminStatsSchema } from '@shared/contracts/admin-operations';
import {
  capturedPayments,
  leads,
  outbox,
  paymentProofs,
  supportTickets,
  systemIncidents,
} from '../../db/schema/index';
import { bearer, createTestAdmin, createTestClient, loginAs } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { getAdminStats } from './admin-stats.service';

describe('admin stats', () => {
  let t: TestApp;
  // Wednesday 18 Nov 2026, 10:00 in Johannesburg.
  const now = new Date('2026-11-18T08:00:00Z');
  const at = (iso: string) => new Date(iso);
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const a = await createTestClient(db, {
      username: 'a',
      subscriptionExpiresAt: at('2026-11-20T00:00:00Z'),
      createdAt: at('2026-11-02T00:00:00Z'),
    });
    await createTestClient(db, {
      username: 'b',
      subscriptionExpiresAt: at('2026-12-30T00:00:00Z'),
      createdAt: at('2026-10-15T00:00:00Z'),
    });
    await createTestClient(db, {
      username: 'c',
      status: 'expired',
      createdAt: at('2026-10-16T00:00:00Z'),
    });
    await createTestClient(db, {
      username: 'd',
      status: 'suspended',
      createdAt: at('2025-01-01T00:00:00Z'),
    });
    const pay = (cents: number, paidAt: string) =>
      db
        .insert(capturedPayments)
        .values({ clientId: a.id, amountCents: cents, method: 'eft', paidAt: at(paidAt) });
    // 22:30 UTC on 31 Oct is 00:30 on 1 Nov in Johannesburg: this month.
    await pay(20_000, '2026-10-31T22:30:00Z');
    await pay(5_000, '2026-11-17T10:00:00Z');
    await pay(10_000, '2026-10-05T10:00:00Z');
    await pay(10_000, '2026-10-31T21:30:00Z');
    await pay(99_999, '2025-09-01T10:00:00Z');
    const lead = (kind: 'order' | 'interest' | 'free_trial', createdAt: string) =>
      db.insert(leads).values({
        kind,
        fullName: 'L',
        email: 'l@example.co.za',
        whatsapp: '0820000000',
        createdAt: at(createdAt),
      });
    await lead('order', '2026-11-18T06:00:00Z'); // today 08:00 SAST
    await lead('interest', '2026-11-17T21:59:00Z'); // 23:59 yesterday, this week
    await lead('free_trial', '2026-11-15T21:00:00Z'); // Sunday 23:00: last week
    await db.insert(supportTickets).values([
      { clientId: a.id, subject: 'x', status: 'open' },
      { clientId: a.id, subject: 'y', status: 'awaiting_client' },
      { clientId: a.id, subject: 'z', status: 'closed' },
    ]);
    await db.insert(paymentProofs).values({
      clientId: a.id,
      storageKey: 'k',
      fileName: 'f',
      contentType: 'application/pdf',
      sizeBytes: 1,
    });
    await db
      .insert(systemIncidents)
      .values([{ title: 'open' }, { title: 'done', status: 'resolved' }]);
    await db.insert(outbox).values([
      { channel: 'email', recipient: 'r', body: 'b', status: 'manual' },
      { channel: 'email', recipient: 'r', body: 'b', status: 'sent' },
    ]);
  });
  afterAll(() => t.close());

  it('counts clients, revenue by Johannesburg month, leads, queues and series', async () => {
    const stats = await getAdminStats(t.database.db, now);
    expect(stats.clients).toEqual({
      total: 4,
      active: 2,
      expiringSoon: 1,
      expired: 1,
      suspended: 1,
    });
    expect(stats.revenue).toEqual({
      thisMonthCents: 25_000,
      lastMonthCents: 20_000,
      changePercent: 25,
    });
    expect(stats.leads).toEqual({ today: 1, thisWeek: 2, new: 3 });
    expect(stats).toMatchObject({
      openTickets: 2,
      pendingProofs: 1,
      openIncidents: 1,
      manualMessages: 1,
      pendingUpgradeRequests: 0,
    });
    expect(stats.series.revenueByMonth).toHaveLength(12);
    expect(stats.series.revenueByMonth.at(-1)).toEqual({ month: '2026-11', cents: 25_000 });
    expect(stats.series.revenueByMonth.at(-2)).toEqual({ month: '2026-10', cents: 20_000 });
    expect(stats.series.revenueByMonth[0]!.month).toBe('2025-12');
    expect(stats.series.newClientsByMonth.slice(-2)).toEqual([
      { month: '2026-10', count: 2 },
      { month: '2026-11', count: 1 },
    ]);
    expect(stats.series.leadsByKind).toEqual([
      { kind: 'free_trial', count: 1 },
      { kind: 'interest', count: 1 },
      { kind: 'order', count: 1 },
    ]);
  });

  it('is served to admins at GET /api/admin/stats', async () => {
    const token = await loginAs(t.app, 'admin', await createTestAdmin(t.database.db));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(adminStatsSchema.parse(res.json()).clients.total).toBe(4);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/stats' });
    expect(anonymous.statusCode).toBe(401);
  });
});
