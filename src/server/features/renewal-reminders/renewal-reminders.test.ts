import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, outbox, renewalReminders } from '../../db/schema/index';
import { createTestClient } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/app';
import { runRenewalReminders } from './renewal-reminders.service';

describe('renewal reminders job', () => {
  let t: TestApp;
  // 09:00 in Johannesburg on 21 Nov 2026.
  const now = new Date('2026-11-21T07:00:00Z');
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    const db = t.database.db;
    // Only these clients are active with an expiry near `now`.
    await db.update(clients).set({ status: 'suspended' });
    const make = async (username: string, expires: string, extra = {}) => {
      ids[username] = (
        await createTestClient(db, {
          username,
          whatsapp: '0820000000',
          subscriptionExpiresAt: new Date(expires),
          ...extra,
        })
      ).id;
    };
    await make('in_three', '2026-11-24T20:00:00+02:00');
    await make('in_one', '2026-11-22T00:30:00+02:00');
    await make('in_two', '2026-11-23T12:00:00+02:00');
    await make('ended', '2026-11-21T08:59:00+02:00');
    await make('ended_suspended', '2026-11-20T08:59:00+02:00', { status: 'suspended' });
  });
  afterAll(() => t.close());

  it('reminds 3 days and 1 day ahead, marks ended subscriptions expired, and never twice', async () => {
    const first = await runRenewalReminders(t.database.db, now);
    expect(first).toEqual({ reminded: 2, expired: 1 });
    const second = await runRenewalReminders(t.database.db, new Date(now.getTime() + 3_600_000));
    expect(second).toEqual({ reminded: 0, expired: 0 });

    const messages = await t.database.db.select().from(outbox);
    const about = (name: string) => messages.filter((m) => m.relatedId === ids[name]);
    expect(about('in_three')).toHaveLength(1);
    expect(about('in_three')[0]!.body).toContain('24 Nov 2026');
    expect(about('in_one')).toHaveLength(1);
    expect(about('in_two')).toHaveLength(0);
    const reminders = await t.database.db.select().from(renewalReminders);
    expect(reminders.map((r) => `${r.kind}:${r.dueDate}`).sort()).toEqual([
      '1_day:2026-11-22',
      '3_days:2026-11-24',
      'expired:2026-11-21',
    ]);
    const status = async (name: string) =>
      (await t.database.db.select().from(clients).where(eq(clients.id, ids[name]!)))[0]!.status;
    expect(await status('ended')).toBe('expired');
    expect(await status('ended_suspended')).toBe('suspended');
    expect(await status('in_one')).toBe('active');
  });
});
