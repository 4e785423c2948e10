import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Incident, StatusResponse, UptimeResponse } from '@shared/contracts/public-site';
import { overallSystemState } from '@shared/rules/system-status';
import type { Db } from '../../db/client';
import {
  healthChecks,
  healthMonitors,
  incidentUpdates,
  systemIncidents,
  systemStatus,
} from '../../db/schema/index';

/** get_system_status_enhanced: every component, newest updated_at first, and the overall state. */
export async function getSystemStatus(db: Db): Promise<StatusResponse> {
  const rows = await db
    .select()
    .from(systemStatus)
    .orderBy(desc(systemStatus.updatedAt), asc(systemStatus.sortOrder));
  const components = rows.map((row) => ({
    id: row.id,
    component: row.component,
    status: row.status,
    message: row.message,
    updatedAt: row.updatedAt.toISOString(),
  }));
  return { overall: overallSystemState(components), components };
}

/** The most recent incidents, newest first, each with its updates in time order. */
export async function listRecentIncidents(db: Db, limit: number): Promise<Incident[]> {
  const incidents = await db
    .select()
    .from(systemIncidents)
    .orderBy(desc(systemIncidents.startedAt), desc(systemIncidents.createdAt))
    .limit(limit);
  if (incidents.length === 0) return [];
  const updates = await db
    .select()
    .from(incidentUpdates)
    .where(
      inArray(
        incidentUpdates.incidentId,
        incidents.map((i) => i.id),
      ),
    )
    .orderBy(asc(incidentUpdates.createdAt));
  return incidents.map((incident) => ({
    id: incident.id,
    title: incident.title,
    description: incident.description,
    severity: incident.severity,
    status: incident.status,
    component: incident.component,
    startedAt: incident.startedAt.toISOString(),
    resolvedAt: incident.resolvedAt?.toISOString() ?? null,
    updates: updates
      .filter((u) => u.incidentId === incident.id)
      .map((u) => ({
        id: u.id,
        status: u.status,
        message: u.message,
        createdAt: u.createdAt.toISOString(),
      })),
  }));
}

export const uptimeWindowDays = 30;

/**
 * Real uptime (DESIGN.md section 9.4): the share of ok checks of active monitors over the last
 * 30 days. Null when there is no history, so the browser falls back to the spec's simulation.
 */
export async function getUptime(db: Db, now = new Date()): Promise<UptimeResponse> {
  const since = new Date(now.getTime() - uptimeWindowDays * 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({
      checks: count(),
      ok: sql<number>`count(*) filter (where ${healthChecks.ok})`.mapWith(Number),
    })
    .from(healthChecks)
    .innerJoin(healthMonitors, eq(healthMonitors.id, healthChecks.monitorId))
    .where(and(eq(healthMonitors.isActive, true), gte(healthChecks.checkedAt, since)));
  const checks = row?.checks ?? 0;
  return {
    uptimePercent: checks > 0 ? Math.round(((row?.ok ?? 0) / checks) * 10_000) / 100 : null,
    windowDays: uptimeWindowDays,
    checks,
  };
}
