import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, emptyJsonObject, id, updatedAt } from './columns';

/** Free-form per section: hero CTAs, about features, how-to-use steps. */
export type HomepageSectionContent = Record<string, unknown>;

export const homepageContent = pgTable(
  'homepage_content',
  {
    id: id(),
    sectionName: text('section_name').notNull(),
    title: text('title'),
    subtitle: text('subtitle'),
    description: text('description'),
    content: jsonb('content').$type<HomepageSectionContent>().notNull().default(emptyJsonObject),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('homepage_content_section_name_sort_order_idx').on(t.sectionName, t.sortOrder)],
);

export type HomepageContent = typeof homepageContent.$inferSelect;
export type NewHomepageContent = typeof homepageContent.$inferInsert;
