import { z } from 'zod';
import { slugSchema } from '../public-site';
import { isoDate, patchOf, text, nullableText, sortOrder } from './fields';

// Knowledge base: /api/admin/content/knowledge-base (GET, POST, PATCH /:id, DELETE /:id)
// Markdown is stored as typed and always served as JSON; the browser renders it sanitised.

export const articleCreateSchema = z.object({
  slug: slugSchema,
  title: text('title', 200),
  category: text('category', 100),
  summary: nullableText('summary', 500).default(null),
  bodyMarkdown: z.string().max(200_000, 'bodyMarkdown is too long'),
  isPublished: z.boolean().default(true),
  sortOrder: sortOrder.default(0),
});
export type ArticleCreate = z.input<typeof articleCreateSchema>;
export const articleUpdateSchema = patchOf(articleCreateSchema);
export type ArticleUpdate = z.input<typeof articleUpdateSchema>;
export const adminArticleSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  summary: z.string().nullable(),
  bodyMarkdown: z.string(),
  isPublished: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;
export const adminArticleResponseSchema = z.object({ article: adminArticleSchema });
export const adminArticlesResponseSchema = z.object({
  items: z.array(adminArticleSchema),
  /** Categories in use, for the editor's picker. */
  categories: z.array(z.string()),
});
