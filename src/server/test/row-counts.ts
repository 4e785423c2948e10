import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

export type RowCounts = Record<string, number>;

/**
 * The exact number of rows of every table of the current schema (tables added later included).
 * Not pg_stat's n_live_tup: that is an estimate, updated late.
 */
export async function countAllRows(db: Db): Promise<RowCounts> {
  const tables = await rows<{ name: string }>(
    db,
    sql`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`,
  );
  const names = tables.map((t) => t.name);
  if (names.length === 0) return {};
  const query = names
    .map(
      (name) => `select '${name}' as name, count(*)::int as n from "${name.replaceAll('"', '""')}"`,
    )
    .join(' union all ');
  const counts = await rows<{ name: string; n: number }>(db, sql.raw(query));
  return Object.fromEntries(counts.map((r) => [r.name, Number(r.n)]));
}

/** Both drivers answer `execute` with `{ rows }`; the shared Db type does not say so. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Tables whose count differs between two snapshots, as `table: before -> after`. */
export function changedTables(
  before: RowCounts,
  after: RowCounts,
  ignore: readonly string[] = [],
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => !ignore.includes(name) && before[name] !== after[name])
    .map((name) => `${name}: ${before[name] ?? 0} -> ${after[name] ?? 0}`);
}
