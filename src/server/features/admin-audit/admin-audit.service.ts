import { and, count, eq, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import type {
  AdminSyncFailure,
  AuditEntry,
  auditLogQuerySchema,
  reportSyncFailureRequestSchema,
  syncFailureListQuerySchema,
} from '@shared/contracts/admin-operations';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  adminUsers,
  auditLog,
  clients,
  syncFailures,
  type SyncFailure,
} from '../../db/schema/index';
import { AdminNotFoundError, auditAdmin, type AdminActor } from '../admin-lists/admin-actor';
import { iso, listResult, orderOf, pageOf, searchAny } from '../admin-lists/list.service';

export type AuditListInput = z.output<typeof auditLogQuerySchema> & {
  /** Entries about a client or by them (the client details screen). */
  aboutClientId?: string;
};

const adminActor = and(eq(auditLog.actorType, 'admin'), eq(adminUsers.id, auditLog.actorId));
const clientActor = and(eq(auditLog.actorType, 'client'), eq(clients.id, auditLog.actorId));

/** The audit log, newest first, with who did it (admin email or client username). */
export async function listAuditEntries(db: Db, query: AuditListInput) {
  const action = query.action?.endsWith('.')
    ? like(auditLog.action, `${query.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    : query.action
      ? eq(auditLog.action, query.action)
      : undefined;
  const where = and(
    query.actorType ? eq(auditLog.actorType, query.actorType) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    action,
    query.targetTable ? eq(auditLog.targetTable, query.targetTable) : undefined,
    query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
    query.aboutClientId
      ? or(
          and(eq(auditLog.targetTable, 'clients'), eq(auditLog.targetId, query.aboutClientId)),
          and(eq(auditLog.actorType, 'client'), eq(auditLog.actorId, query.aboutClientId)),
          sql`${auditLog.details}->>'clientId' = ${query.aboutClientId}`,
        )
      : undefined,
    searchAny(query.q, [
      auditLog.action,
      auditLog.targetTable,
      auditLog.targetId,
      auditLog.ip,
      adminUsers.email,
      clients.username,
    ]),
  );
  const sortColumn = {
    createdAt: auditLog.createdAt,
    action: auditLog.action,
    actor: sql`lower(coalesce(${adminUsers.email}, ${clients.username}, ${auditLog.actorType}))`,
  }[query.sort];
  const page = pageOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        adminEmail: adminUsers.email,
        clientUsername: clients.username,
      })
      .from(auditLog)
      .leftJoin(adminUsers, adminActor)
      .leftJoin(clients, clientActor)
      .where(where)
      .orderBy(...orderOf(query.order, sortColumn, auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    // The count joins the actors too: the search looks at their names.
    db
      .select({ n: count() })
      .from(auditLog)
      .leftJoin(adminUsers, adminActor)
      .leftJoin(clients, clientActor)
      .where(where),
  ]);
  const items: AuditEntry[] = rows.map(({ entry, adminEmail, clientUsername }) => ({
    id: entry.id,
    actorType: entry.actorType,
    actorId: entry.actorId,
    actorLabel: adminEmail ?? clientUsername ?? null,
    action: entry.action,
    targetTable: entry.targetTable,
    targetId: entry.targetId,
    ip: entry.ip,
    details: entry.details,
    createdAt: entry.createdAt.toISOString(),
  }));
  return listResult(query, items, total?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Sync failures

export type SyncFailureListInput = z.output<typeof syncFailureListQuerySchema>;

function toAdminSyncFailure(f: SyncFailure): AdminSyncFailure {
  return {
    id: f.id,
    tableName: f.tableName,
    operation: f.operation,
    errorMessage: f.errorMessage,
    metadata: f.metadata,
    source: f.source,
    resolvedAt: iso(f.resolvedAt),
    createdAt: f.createdAt.toISOString(),
  };
}

export async function listSyncFailures(db: Db, query: SyncFailureListInput) {
  const where = and(
    query.resolved === 'true'
      ? isNotNull(syncFailures.resolvedAt)
      : query.resolved === 'false'
        ? isNull(syncFailures.resolvedAt)
        : undefined,
    query.source ? eq(syncFailures.source, query.source) : undefined,
    query.table ? eq(syncFailures.tableName, query.table) : undefined,
    searchAny(query.q, [syncFailures.tableName, syncFailures.operation, syncFailures.errorMessage]),
  );
  const sortColumn = {
    createdAt: syncFailures.createdAt,
    table: syncFailures.tableName,
    operation: syncFailures.operation,
    source: syncFailures.source,
    resolved: sql`${syncFailures.resolvedAt} is not null`,
  }[query.sort];
  const page = pageOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(syncFailures)
      .where(where)
      .orderBy(...orderOf(query.order, sortColumn, syncFailures.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(syncFailures).where(where),
  ]);
  return listResult(query, rows.map(toAdminSyncFailure), total?.n ?? 0);
}

export async function resolveSyncFailure(db: Db, actor: AdminActor, id: string, now = new Date()) {
  const [row] = await db
    .update(syncFailures)
    .set({
      resolvedAt: sql`coalesce(${syncFailures.resolvedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(syncFailures.id, id))
    .returning();
  if (!row) throw new AdminNotFoundError('Sync failure');
  await auditAdmin(db, actor, 'sync_failure.resolve', { table: 'sync_failures', id });
  return { failure: toAdminSyncFailure(row) };
}

/** The admin browser's own report of a failed sync (SPEC.md section 6); not audited: it is a log. */
export async function reportSyncFailure(
  db: Db,
  actor: AdminActor,
  input: z.output<typeof reportSyncFailureRequestSchema>,
) {
  const [row] = await db
    .insert(syncFailures)
    .values({
      tableName: input.tableName,
      operation: input.operation,
      errorMessage: input.errorMessage,
      metadata: { ...input.metadata, admin_id: actor.adminId, user_agent: actor.userAgent },
      source: 'browser',
    })
    .returning();
  return { failure: toAdminSyncFailure(row!) };
}
