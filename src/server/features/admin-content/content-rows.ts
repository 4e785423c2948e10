import { eq, getTableName, max, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  AdminConflictError,
  AdminNotFoundError,
  auditAdmin,
  type AdminActor,
} from '../admin-lists/admin-actor';

/** A row as JSON sends it: every Date an ISO string. */
export type Serialised<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export function serialise<T extends object>(row: T): Serialised<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out as Serialised<T>;
}

/** The row, or a 404 naming what was missing. */
export function found<T>(row: T | undefined, what: string): T {
  if (!row) throw new AdminNotFoundError(what);
  return row;
}

/** Drops keys whose value is undefined, so a PATCH only touches the fields it names. */
export function defined<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * `PUT .../order`: the listed ids take sort_order 0, 1, 2, ... in the order given; rows not listed
 * (e.g. one added meanwhile) follow in their current order, so a stale editor never loses a row.
 * An unknown id is a 400 naming `ids`.
 */
export async function reorder(
  db: Db,
  ids: readonly string[],
  ops: {
    currentIds: (tx: Tx) => Promise<string[]>;
    setOrder: (tx: Tx, id: string, sortOrder: number) => Promise<void>;
    after: (tx: Tx, order: string[]) => Promise<void>;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await ops.currentIds(tx);
    const known = new Set(current);
    const unknown = ids.find((id) => !known.has(id));
    if (unknown) throw new AdminConflictError(`unknown id ${unknown}`, 'ids', 400);
    const listed = new Set(ids);
    const order = [...ids, ...current.filter((id) => !listed.has(id))];
    for (const [index, id] of order.entries()) await ops.setOrder(tx, id, index);
    await ops.after(tx, order);
  });
}

/** A content table whose rows are addressed by their `id`. */
type RowTable = PgTable & { id: PgColumn };
/** A content table the admin orders by hand. */
type SortedTable = RowTable & { sortOrder: PgColumn };
type Row<T extends PgTable> = T['$inferSelect'];
type AuditDetails<T extends PgTable> = (row: Row<T>) => Record<string, unknown>;

/** Every write names its table in the audit log by its SQL name. */
function auditTarget(table: PgTable, id: string) {
  return { table: getTableName(table), id };
}

/** Inserts a row after the last one of a hand-ordered list, audited with `details`. */
export async function insertLast<T extends SortedTable>(
  db: Db,
  actor: AdminActor,
  table: T,
  values: Omit<T['$inferInsert'], 'sortOrder'>,
  audit: { action: string; details: AuditDetails<T> },
): Promise<Row<T>> {
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ n: max(table.sortOrder) }).from(table as PgTable);
    const [row] = (await tx
      .insert(table)
      .values({ ...values, sortOrder: ((last?.n as number | null) ?? -1) + 1 } as T['$inferInsert'])
      .returning()) as Row<T>[];
    await auditAdmin(
      tx,
      actor,
      audit.action,
      auditTarget(table, row!.id as string),
      audit.details(row!),
    );
    return row!;
  });
}

/**
 * PATCH of a row by id: sets only `changes`, 404 naming `what` when no row has that id, then the
 * audit (by default the changes themselves). `check` runs first in the same transaction.
 */
export async function updateRowById<T extends RowTable>(
  db: Db,
  actor: AdminActor,
  table: T,
  id: string,
  changes: PgUpdateSetSource<T>,
  audit: {
    what: string;
    action: string;
    details?: AuditDetails<T>;
    check?: (tx: Tx) => Promise<void>;
  },
): Promise<Row<T>> {
  return db.transaction(async (tx) => {
    await audit.check?.(tx);
    const [row] = (await tx
      .update(table)
      .set(changes)
      .where(eq(table.id, id))
      .returning()) as Row<T>[];
    found(row, audit.what);
    const details = audit.details ? audit.details(row!) : { changes };
    await auditAdmin(tx, actor, audit.action, auditTarget(table, id), details);
    return row!;
  });
}

/** DELETE of a row by id: 404 naming `what` when no row has that id, then the audit. */
export async function deleteRowById<T extends RowTable>(
  db: Db,
  actor: AdminActor,
  table: T,
  id: string,
  audit: { what: string; action: string; details: AuditDetails<T> },
): Promise<{ success: true }> {
  await db.transaction(async (tx) => {
    const [row] = (await tx.delete(table).where(eq(table.id, id)).returning()) as Row<T>[];
    found(row, audit.what);
    await auditAdmin(tx, actor, audit.action, auditTarget(table, id), audit.details(row!));
  });
  return { success: true as const };
}

/**
 * `reorder` for a hand-ordered table: its current order is `orderBy`, and the audit names the new
 * order against its first row.
 */
export async function reorderRowsById<T extends SortedTable>(
  db: Db,
  actor: AdminActor,
  table: T,
  ids: readonly string[],
  spec: { orderBy: SQL[]; action: string },
): Promise<void> {
  await reorder(db, ids, {
    currentIds: async (tx) =>
      (
        await tx
          .select({ id: table.id })
          .from(table as PgTable)
          .orderBy(...spec.orderBy)
      ).map((r) => r.id as string),
    setOrder: async (tx, id, sortOrder) => {
      await tx
        .update(table)
        .set({ sortOrder } as PgUpdateSetSource<T>)
        .where(eq(table.id, id));
    },
    after: (tx, order) =>
      auditAdmin(tx, actor, spec.action, auditTarget(table, order[0]!), { order }),
  });
}

/**
 * The editor services of a hand-ordered table whose rows are answered as stored (downloads,
 * testimonials, banners): list in `orderBy`, create (appended last), PATCH, delete and reorder.
 * Writes are audited as `content.<entity>.<verb>`; one row is answered as `{ <entity>: row }`.
 */
export function sortedContentRows<T extends SortedTable, K extends string>(spec: {
  table: T;
  orderBy: SQL[];
  entity: K;
  /** Names the row in a 404. */
  what: string;
  /** What the audit of a create or a delete says about the row. */
  label: AuditDetails<T>;
}) {
  const { table, orderBy, entity, what, label } = spec;
  const answer = (row: Row<T>) => ({ [entity]: serialise(row) }) as Record<K, Serialised<Row<T>>>;

  async function list(db: Db) {
    const rows: Row<T>[] = await db
      .select()
      .from(table as PgTable)
      .orderBy(...orderBy);
    return { items: rows.map(serialise) };
  }

  return {
    list,
    async create(db: Db, actor: AdminActor, input: Omit<T['$inferInsert'], 'sortOrder'>) {
      const action = `content.${entity}.create`;
      return answer(await insertLast(db, actor, table, input, { action, details: label }));
    },
    async update(db: Db, actor: AdminActor, id: string, patch: PgUpdateSetSource<T>) {
      const changes = defined(patch) as PgUpdateSetSource<T>;
      const action = `content.${entity}.update`;
      return answer(await updateRowById(db, actor, table, id, changes, { what, action }));
    },
    remove(db: Db, actor: AdminActor, id: string) {
      const action = `content.${entity}.delete`;
      return deleteRowById(db, actor, table, id, { what, action, details: label });
    },
    async reorder(db: Db, actor: AdminActor, ids: readonly string[]) {
      await reorderRowsById(db, actor, table, ids, {
        orderBy,
        action: `content.${entity}.reorder`,
      });
      return list(db);
    },
  };
}
