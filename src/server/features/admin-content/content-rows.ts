import type { Db } from '../../db/client';
import { AdminConflictError, AdminNotFoundError } from '../admin-lists/admin-actor';

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
