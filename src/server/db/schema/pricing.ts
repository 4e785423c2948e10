import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, audiences, createdAt, id, oneOf, updatedAt } from './columns';

export const bannerTypes = ['special', 'other'] as const;
export type BannerType = (typeof bannerTypes)[number];

/**
 * A special applies to a package matched by name or month count, and by original price
 * (SPEC.md section 5); it is not a foreign key on purpose, so it survives package edits.
 */
export const pricingSpecials = pgTable(
  'pricing_specials',
  {
    id: id(),
    packageName: text('package_name').notNull(),
    durationMonths: integer('duration_months'),
    originalPriceCents: integer('original_price_cents').notNull(),
    specialPriceCents: integer('special_price_cents').notNull(),
    title: text('title'),
    description: text('description'),
    audience: text('audience', { enum: audiences }).notNull().default('all'),
    isActive: boolean('is_active').notNull().default(true),
    startsAt: at('starts_at').notNull().defaultNow(),
    endsAt: at('ends_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pricing_specials_is_active_idx').on(t.isActive),
    oneOf('pricing_specials_audience_check', t.audience, audiences),
    check(
      'pricing_specials_prices_check',
      sql`${t.originalPriceCents} >= 0 and ${t.specialPriceCents} >= 0`,
    ),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    bannerType: text('banner_type', { enum: bannerTypes }).notNull().default('other'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [oneOf('banners_banner_type_check', t.bannerType, bannerTypes)],
);

export type PricingSpecial = typeof pricingSpecials.$inferSelect;
export type NewPricingSpecial = typeof pricingSpecials.$inferInsert;
export type Banner = typeof banners.$inferSelect;
export type NewBanner = typeof banners.$inferInsert;
