import { asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { listQueryBase } from '@shared/contracts/admin-operations';
import type { z } from 'zod';
import { clients } from '../../db/schema/index';

/** The paging and output part of every admin list query (after zod's defaults). */
export type ListQuery = z.output<typeof listQueryBase>;

/** Every row for a CSV export (capped: an export is a spreadsheet, not a backup). */
export const maxExportRows = 50_000;

export interface Page {
  limit: number;
  offset: number;
}

/** The page asked for, or every row (up to the cap) for a CSV export. */
export function pageOf(query: ListQuery): Page {
  if (query.format === 'csv') return { limit: maxExportRows, offset: 0 };
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

export function listResult<T>(query: ListQuery, items: T[], total: number) {
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** Case-insensitive substring search over text columns; LIKE wildcards in `q` match literally. */
export function searchAny(q: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((c) => ilike(c as AnyColumn, pattern)));
}

/** ORDER BY the chosen column, then by id so pages never overlap or skip rows between requests. */
export function orderOf(
  order: 'asc' | 'desc',
  column: AnyColumn | SQL,
  tieBreak: AnyColumn,
): SQL[] {
  const by = order === 'asc' ? asc : desc;
  return [by(column), by(tieBreak)];
}

/** A client's full name, as the admin lists search and sort it ('Thandi Nkosi'). */
export const clientName = sql`(${clients.firstName} || ' ' || ${clients.lastName})`;

export const countAll = sql<number>`count(*) over ()::int`;

export function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}
