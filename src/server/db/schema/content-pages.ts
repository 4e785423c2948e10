import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';

/** Policy and help pages by slug (privacy-policy, terms-of-service, setup-guide, ...). */
export const contentPages = pgTable(
  'content_pages',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('content_pages_slug_key').on(t.slug)],
);

export const knowledgeBaseArticles = pgTable(
  'knowledge_base_articles',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    summary: text('summary'),
    bodyMarkdown: text('body_markdown').notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('knowledge_base_articles_slug_key').on(t.slug),
    index('knowledge_base_articles_category_sort_order_idx').on(t.category, t.sortOrder),
  ],
);

export const releaseNotes = pgTable(
  'release_notes',
  {
    id: id(),
    version: text('version').notNull(),
    title: text('title').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    releasedAt: at('released_at').notNull().defaultNow(),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('release_notes_released_at_idx').on(t.releasedAt.desc())],
);

export type ContentPage = typeof contentPages.$inferSelect;
export type NewContentPage = typeof contentPages.$inferInsert;
export type KnowledgeBaseArticle = typeof knowledgeBaseArticles.$inferSelect;
export type NewKnowledgeBaseArticle = typeof knowledgeBaseArticles.$inferInsert;
export type ReleaseNote = typeof releaseNotes.$inferSelect;
export type NewReleaseNote = typeof releaseNotes.$inferInsert;
