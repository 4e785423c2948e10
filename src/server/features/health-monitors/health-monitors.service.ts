import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { healthChecks, healthMonitors, type HealthMonitor } from '../../db/schema/index';

export interface CheckResult {
  ok: boolean;
  statusCode: number | null;
  responseMs: number | null;
  error: string | null;
}

/** One HTTP check: the monitor is up when it answers its expected status within the timeout. */
export async function probe(
  monitor: Pick<HealthMonitor, 'url' | 'expectedStatus'>,
  timeoutMs = 10_000,
): Promise<CheckResult> {
  const started = performance.now();
  try {
    const response = await fetch(monitor.url, {
      method: 'GET',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'user-agent': 'reseller-health-monitor/1' },
    });
    await response.body?.cancel();
    const responseMs = Math.round(performance.now() - started);
    const ok = response.status === monitor.expectedStatus;
    return {
      ok,
      statusCode: response.status,
      responseMs,
      error: ok ? null : `expected ${monitor.expectedStatus}, got ${response.status}`,
    };
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs / 1000} s`
        : error instanceof Error
          ? ((error.cause as Error | undefined)?.message ?? error.message)
          : String(error);
    return { ok: false, statusCode: null, responseMs: null, error: reason };
  }
}

/** Monitors whose interval has passed since their last check (or never checked). */
export async function dueMonitors(db: Db, now: Date): Promise<HealthMonitor[]> {
  const monitors = await db.select().from(healthMonitors).where(eq(healthMonitors.isActive, true));
  if (monitors.length === 0) return [];
  const last = await db
    .select({ monitorId: healthChecks.monitorId, at: sql<Date>`max(${healthChecks.checkedAt})` })
    .from(healthChecks)
    .groupBy(healthChecks.monitorId);
  const lastAt = new Map(last.map((l) => [l.monitorId, new Date(l.at).getTime()]));
  return monitors.filter((m) => {
    const at = lastAt.get(m.id);
    return at === undefined || now.getTime() - at >= m.intervalSeconds * 1000;
  });
}

/** Checks the given monitors (or every due one) and records the results. */
export async function runHealthChecks(
  db: Db,
  options: { now?: Date; all?: boolean; probeFn?: typeof probe } = {},
): Promise<{ monitorId: string; result: CheckResult }[]> {
  const now = options.now ?? new Date();
  const monitors = options.all
    ? await db.select().from(healthMonitors).where(eq(healthMonitors.isActive, true))
    : await dueMonitors(db, now);
  const results = await Promise.all(
    monitors.map(async (m) => ({ monitorId: m.id, result: await (options.probeFn ?? probe)(m) })),
  );
  if (results.length > 0) {
    await db
      .insert(healthChecks)
      .values(results.map(({ monitorId, result }) => ({ monitorId, ...result, checkedAt: now })));
  }
  return results;
}

/** Share of good checks per monitor over a window, in percent (null without checks). */
export async function uptimeByMonitor(
  db: Db,
  since: Date,
): Promise<{ monitorId: string; checks: number; uptimePercent: number | null }[]> {
  const rows = await db
    .select({
      monitorId: healthChecks.monitorId,
      checks: sql<number>`count(*)::int`,
      good: sql<number>`count(*) filter (where ${healthChecks.ok})::int`,
    })
    .from(healthChecks)
    .where(gte(healthChecks.checkedAt, since))
    .groupBy(healthChecks.monitorId);
  return rows.map((r) => ({
    monitorId: r.monitorId,
    checks: r.checks,
    uptimePercent: r.checks === 0 ? null : Math.round((r.good / r.checks) * 10_000) / 100,
  }));
}

/** The latest checks of one monitor, newest first (history on the admin screen). */
export async function recentChecks(db: Db, monitorId: string, limit = 50) {
  return db
    .select()
    .from(healthChecks)
    .where(and(eq(healthChecks.monitorId, monitorId)))
    .orderBy(desc(healthChecks.checkedAt))
    .limit(limit);
}
