import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type {
  AdminIncident,
  addIncidentUpdateRequestSchema,
  createIncidentRequestSchema,
  incidentListQuerySchema,
  setComponentStatusRequestSchema,
  updateIncidentRequestSchema,
} from '@shared/contracts/admin-operations';
import { parseJohannesburgDate } from '@shared/rules/johannesburg-time';
import { overallSystemState } from '@shared/rules/system-status';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  incidentUpdates,
  systemIncidents,
  systemStatus,
  type IncidentStatus,
  type SystemIncident,
  type SystemStatus,
} from '../../db/schema/index';
import { AdminNotFoundError, auditAdmin, type AdminActor } from '../admin-lists/admin-actor';
import { iso, listResult, orderOf, pageOf, searchAny } from '../admin-lists/list.service';

function toComponent(s: SystemStatus) {
  return {
    id: s.id,
    component: s.component,
    status: s.status,
    message: s.message,
    sortOrder: s.sortOrder,
    updatedAt: s.updatedAt.toISOString(),
  };
}

export async function listComponents(db: Db) {
  const rows = await db
    .select()
    .from(systemStatus)
    .orderBy(asc(systemStatus.sortOrder), asc(systemStatus.component));
  return { overall: overallSystemState(rows), items: rows.map(toComponent) };
}

/** Sets one component's state (creating it when new); the public status refreshes by NOTIFY. */
export async function setComponentStatus(
  db: Db,
  actor: AdminActor,
  component: string,
  input: z.output<typeof setComponentStatusRequestSchema>,
  now = new Date(),
) {
  const [before] = await db
    .select()
    .from(systemStatus)
    .where(eq(systemStatus.component, component));
  const [row] = await db
    .insert(systemStatus)
    .values({
      component,
      status: input.status,
      message: input.message ?? null,
      sortOrder: input.sortOrder ?? 0,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: systemStatus.component,
      set: {
        status: input.status,
        ...(input.message !== undefined ? { message: input.message } : {}),
        ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}),
        updatedAt: now,
      },
    })
    .returning();
  await auditAdmin(
    db,
    actor,
    'system_status.set',
    { table: 'system_status', id: row!.id },
    {
      component,
      statusFrom: before?.status ?? null,
      statusTo: row!.status,
      message: row!.message,
    },
  );
  return { component: toComponent(row!) };
}

// ---------------------------------------------------------------------------------------------
// Incidents with timed updates

export type IncidentListInput = z.output<typeof incidentListQuerySchema>;

async function withUpdates(db: Db, incidents: SystemIncident[]): Promise<AdminIncident[]> {
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
    .orderBy(asc(incidentUpdates.createdAt), asc(incidentUpdates.id));
  return incidents.map((i) => ({
    id: i.id,
    title: i.title,
    description: i.description,
    severity: i.severity,
    status: i.status,
    component: i.component,
    startedAt: i.startedAt.toISOString(),
    resolvedAt: iso(i.resolvedAt),
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
    updates: updates
      .filter((u) => u.incidentId === i.id)
      .map((u) => ({
        id: u.id,
        status: u.status,
        message: u.message,
        createdAt: u.createdAt.toISOString(),
      })),
  }));
}

export async function listIncidents(db: Db, query: IncidentListInput) {
  const where = and(
    query.status ? eq(systemIncidents.status, query.status) : undefined,
    query.open === 'true' ? ne(systemIncidents.status, 'resolved') : undefined,
    query.open === 'false' ? eq(systemIncidents.status, 'resolved') : undefined,
    searchAny(query.q, [
      systemIncidents.title,
      systemIncidents.description,
      systemIncidents.component,
    ]),
  );
  const severityRank = sql`case ${systemIncidents.severity} when 'critical' then 3 when 'major' then 2 else 1 end`;
  const sortColumn = {
    startedAt: systemIncidents.startedAt,
    severity: severityRank,
    status: systemIncidents.status,
  }[query.sort];
  const page = pageOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(systemIncidents)
      .where(where)
      .orderBy(...orderOf(query.order, sortColumn, systemIncidents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(systemIncidents).where(where),
  ]);
  return listResult(query, await withUpdates(db, rows), total?.n ?? 0);
}

export async function getIncident(db: Db, id: string) {
  const [row] = await db.select().from(systemIncidents).where(eq(systemIncidents.id, id));
  if (!row) throw new AdminNotFoundError('Incident');
  const [incident] = await withUpdates(db, [row]);
  return { incident: incident! };
}

export async function createIncident(
  db: Db,
  actor: AdminActor,
  input: z.output<typeof createIncidentRequestSchema>,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const resolved = input.status === 'resolved';
    const [row] = await tx
      .insert(systemIncidents)
      .values({
        title: input.title,
        description: input.description ?? null,
        severity: input.severity,
        status: input.status,
        component: input.component ?? null,
        startedAt: input.startedAt ? parseJohannesburgDate(input.startedAt) : now,
        resolvedAt: resolved ? now : null,
      })
      .returning();
    await tx.insert(incidentUpdates).values({
      incidentId: row!.id,
      status: input.status,
      message: input.message || input.description || input.title,
      createdAt: now,
    });
    await auditAdmin(
      tx,
      actor,
      'incident.create',
      { table: 'system_incidents', id: row!.id },
      {
        severity: row!.severity,
        status: row!.status,
      },
    );
    return getIncident(tx, row!.id);
  });
}

export async function updateIncident(
  db: Db,
  actor: AdminActor,
  id: string,
  input: z.output<typeof updateIncidentRequestSchema>,
) {
  const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length > 0) {
    const rows = await db
      .update(systemIncidents)
      .set(set)
      .where(eq(systemIncidents.id, id))
      .returning({ id: systemIncidents.id });
    if (rows.length === 0) throw new AdminNotFoundError('Incident');
    await auditAdmin(
      db,
      actor,
      'incident.update',
      { table: 'system_incidents', id },
      {
        fields: Object.keys(set),
      },
    );
  }
  return getIncident(db, id);
}

/** A timed update; its status becomes the incident's, and `resolved` resolves it. */
export async function addIncidentUpdate(
  db: Db,
  actor: AdminActor,
  id: string,
  input: z.output<typeof addIncidentUpdateRequestSchema>,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [incident] = await tx
      .select()
      .from(systemIncidents)
      .where(eq(systemIncidents.id, id))
      .for('update');
    if (!incident) throw new AdminNotFoundError('Incident');
    await tx
      .insert(incidentUpdates)
      .values({ incidentId: id, status: input.status, message: input.message, createdAt: now });
    await tx
      .update(systemIncidents)
      .set({
        status: input.status,
        resolvedAt: input.status === 'resolved' ? (incident.resolvedAt ?? now) : null,
      })
      .where(eq(systemIncidents.id, id));
    await auditAdmin(
      tx,
      actor,
      input.status === 'resolved' ? 'incident.resolve' : 'incident.update_posted',
      { table: 'system_incidents', id },
      {
        statusFrom: incident.status,
        statusTo: input.status,
      },
    );
    return getIncident(tx, id);
  });
}

export function resolveIncident(
  db: Db,
  actor: AdminActor,
  id: string,
  message: string | undefined,
  now = new Date(),
) {
  return addIncidentUpdate(
    db,
    actor,
    id,
    {
      status: 'resolved' as IncidentStatus,
      message: message || 'This incident has been resolved.',
    },
    now,
  );
}

export async function countOpenIncidents(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(systemIncidents)
    .where(and(ne(systemIncidents.status, 'resolved'), isNull(systemIncidents.resolvedAt)));
  return row?.n ?? 0;
}
