import { sql, type SQL } from 'drizzle-orm';
import { check, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Business and content rows alike get a random uuid: ids never reveal row counts or order. */
export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A nullable timestamptz column. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** An empty jsonb array default, written as SQL so every driver sees the same literal. */
export const emptyJsonArray = sql`'[]'::jsonb`;
export const emptyJsonObject = sql`'{}'::jsonb`;

/** Constant SQL string literal for DDL (check constraints cannot take parameters). */
function literal(value: string): SQL {
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
}

/**
 * Statuses are text columns typed with `{ enum }` in TypeScript and guarded by a CHECK in SQL:
 * adding a value is a one-line migration, unlike ALTER TYPE on a pgEnum.
 */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(
    name,
    sql`${column} in (${sql.join(
      values.map((v) => literal(v)),
      sql`, `,
    )})`,
  );
}

export function nullOrOneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(
    name,
    sql`${column} is null or ${column} in (${sql.join(
      values.map((v) => literal(v)),
      sql`, `,
    )})`,
  );
}

/** Audiences used by notices and pricing specials. */
export const audiences = ['public', 'clients', 'all'] as const;
export type Audience = (typeof audiences)[number];
