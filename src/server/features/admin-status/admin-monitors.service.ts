import { asc, desc, eq } from 'drizzle-orm';
import type {
  AdminHealthMonitor,
  createHealthMonitorRequestSchema,
  updateHealthMonitorRequestSchema,
} from '@shared/contracts/admin-operations';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { healthChecks, healthMonitors, type HealthMonitor } from '../../db/schema/index';
import { AdminNotFoundError, auditAdmin, type AdminActor } from '../admin-lists/admin-actor';
import type { probe } from '../health-monitors/health-monitors.service';
import {
  recentChecks,
  runHealthChecks,
  uptimeByMonitor,
} from '../health-monitors/health-monitors.service';

const dayMs = 24 * 60 * 60 * 1000;

/** Monitors with their last check and uptime over 24 hours and 30 days. */
async function describeMonitors(
  db: Db,
  monitors: HealthMonitor[],
  now: Date,
): Promise<AdminHealthMonitor[]> {
  if (monitors.length === 0) return [];
  const [day, month, last] = await Promise.all([
    uptimeByMonitor(db, new Date(now.getTime() - dayMs)),
    uptimeByMonitor(db, new Date(now.getTime() - 30 * dayMs)),
    db
      .selectDistinctOn([healthChecks.monitorId])
      .from(healthChecks)
      .orderBy(healthChecks.monitorId, desc(healthChecks.checkedAt)),
  ]);
  return monitors.map((m) => {
    const lastCheck = last.find((c) => c.monitorId === m.id);
    return {
      id: m.id,
      name: m.name,
      url: m.url,
      expectedStatus: m.expectedStatus,
      intervalSeconds: m.intervalSeconds,
      isActive: m.isActive,
      lastCheck: lastCheck
        ? {
            ok: lastCheck.ok,
            statusCode: lastCheck.statusCode,
            responseMs: lastCheck.responseMs,
            error: lastCheck.error,
            checkedAt: lastCheck.checkedAt.toISOString(),
          }
        : null,
      uptime24hPercent: day.find((u) => u.monitorId === m.id)?.uptimePercent ?? null,
      uptime30dPercent: month.find((u) => u.monitorId === m.id)?.uptimePercent ?? null,
      createdAt: m.createdAt.toISOString(),
      updatedAt: m.updatedAt.toISOString(),
    };
  });
}

export async function listMonitors(db: Db, now = new Date()) {
  const monitors = await db.select().from(healthMonitors).orderBy(asc(healthMonitors.name));
  return { items: await describeMonitors(db, monitors, now) };
}

async function getMonitor(db: Db, id: string, now = new Date()) {
  const [monitor] = await db.select().from(healthMonitors).where(eq(healthMonitors.id, id));
  if (!monitor) throw new AdminNotFoundError('Health monitor');
  const [described] = await describeMonitors(db, [monitor], now);
  return described!;
}

export async function createMonitor(
  db: Db,
  actor: AdminActor,
  input: z.output<typeof createHealthMonitorRequestSchema>,
) {
  const [row] = await db.insert(healthMonitors).values(input).returning();
  await auditAdmin(
    db,
    actor,
    'health_monitor.create',
    { table: 'health_monitors', id: row!.id },
    {
      name: row!.name,
      url: row!.url,
    },
  );
  return { monitor: await getMonitor(db, row!.id) };
}

export async function updateMonitor(
  db: Db,
  actor: AdminActor,
  id: string,
  input: z.output<typeof updateHealthMonitorRequestSchema>,
) {
  const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length > 0) {
    const rows = await db
      .update(healthMonitors)
      .set(set)
      .where(eq(healthMonitors.id, id))
      .returning({ id: healthMonitors.id });
    if (rows.length === 0) throw new AdminNotFoundError('Health monitor');
    await auditAdmin(
      db,
      actor,
      'health_monitor.update',
      { table: 'health_monitors', id },
      {
        fields: Object.keys(set),
      },
    );
  }
  return { monitor: await getMonitor(db, id) };
}

export async function deleteMonitor(db: Db, actor: AdminActor, id: string) {
  const rows = await db
    .delete(healthMonitors)
    .where(eq(healthMonitors.id, id))
    .returning({ id: healthMonitors.id, name: healthMonitors.name });
  if (rows.length === 0) throw new AdminNotFoundError('Health monitor');
  await auditAdmin(
    db,
    actor,
    'health_monitor.delete',
    { table: 'health_monitors', id },
    {
      name: rows[0]!.name,
    },
  );
  return { success: true as const };
}

export async function monitorHistory(db: Db, id: string, limit: number, now = new Date()) {
  const monitor = await getMonitor(db, id, now);
  const checks = await recentChecks(db, id, limit);
  return {
    monitor,
    checks: checks.map((c) => ({
      id: c.id,
      ok: c.ok,
      statusCode: c.statusCode,
      responseMs: c.responseMs,
      error: c.error,
      checkedAt: c.checkedAt.toISOString(),
    })),
  };
}

/** 'Run now' (system-health-monitor): every active monitor at once, results recorded. */
export async function runAllMonitorsNow(
  db: Db,
  actor: AdminActor,
  options: { now?: Date; probeFn?: typeof probe } = {},
) {
  const now = options.now ?? new Date();
  const results = await runHealthChecks(db, { now, all: true, probeFn: options.probeFn });
  const names = new Map(
    (
      await db.select({ id: healthMonitors.id, name: healthMonitors.name }).from(healthMonitors)
    ).map((m) => [m.id, m.name]),
  );
  await auditAdmin(
    db,
    actor,
    'health_checks.run',
    { table: 'health_checks', id: 'all' },
    {
      monitors: results.length,
      failing: results.filter((r) => !r.result.ok).length,
    },
  );
  return {
    results: results.map(({ monitorId, result }) => ({
      monitorId,
      name: names.get(monitorId) ?? '',
      ...result,
    })),
    checkedAt: now.toISOString(),
  };
}
