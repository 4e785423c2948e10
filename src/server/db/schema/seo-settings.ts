import { boolean, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, emptyJsonArray, id, updatedAt } from './columns';

export const seoSettings = pgTable(
  'seo_settings',
  {
    id: id(),
    pageName: text('page_name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: jsonb('meta_keywords').$type<string[]>().notNull().default(emptyJsonArray),
    ogImage: text('og_image'),
    ogTitle: text('og_title'),
    ogDescription: text('og_description'),
    canonicalUrl: text('canonical_url'),
    /** JSON-LD as text; a parse failure is ignored by the page (SPEC.md section 8). */
    structuredData: text('structured_data'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('seo_settings_page_name_key').on(t.pageName)],
);

export type SeoSetting = typeof seoSettings.$inferSelect;
export type NewSeoSetting = typeof seoSettings.$inferInsert;
