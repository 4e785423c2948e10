import { boolean, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, emptyJsonObject, id, updatedAt } from './columns';

export interface FooterLinks {
  /** Quick links: `id` scrolls to a landing-page section, `url` navigates. */
  links?: { text: string; id?: string; url?: string }[];
  support_links?: { text: string; url: string }[];
  [key: string]: unknown;
}

export const footerContent = pgTable(
  'footer_content',
  {
    id: id(),
    sectionName: text('section_name').notNull(),
    description: text('description'),
    content: jsonb('content').$type<FooterLinks>().notNull().default(emptyJsonObject),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('footer_content_section_name_key').on(t.sectionName)],
);

export type FooterContent = typeof footerContent.$inferSelect;
export type NewFooterContent = typeof footerContent.$inferInsert;
