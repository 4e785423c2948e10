import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, emptyJsonArray, id, updatedAt } from './columns';

export const packages = pgTable(
  'packages',
  {
    id: id(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** A "was" price, shown as 'Save R{difference}'. */
    originalPriceCents: integer('original_price_cents'),
    /** Display label, e.g. '1 Month'. */
    duration: text('duration').notNull(),
    /** 0 for a trial. */
    durationMonths: integer('duration_months').notNull(),
    /** Set for short trials (24 for the free trial). */
    durationHours: integer('duration_hours'),
    features: jsonb('features').$type<string[]>().notNull().default(emptyJsonArray),
    description: text('description'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isFreeTrial: boolean('is_free_trial').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    maxConnections: integer('max_connections').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('packages_sort_order_idx').on(t.sortOrder),
    check('packages_price_cents_check', sql`${t.priceCents} >= 0`),
    check(
      'packages_original_price_cents_check',
      sql`${t.originalPriceCents} is null or ${t.originalPriceCents} >= 0`,
    ),
    check('packages_duration_months_check', sql`${t.durationMonths} >= 0`),
    check('packages_max_connections_check', sql`${t.maxConnections} >= 1`),
  ],
);

export type Package = typeof packages.$inferSelect;
export type NewPackage = typeof packages.$inferInsert;
