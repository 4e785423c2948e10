import { z } from 'zod';
import { contentPageSlugs } from '../public-site';
import { isoDate, text } from './fields';

// Content pages (Markdown): /api/admin/content/pages   GET { items }   PUT /:slug -> { page }

export const contentPageSlugParamsSchema = z.object({
  slug: z.enum(contentPageSlugs, { error: `slug must be one of ${contentPageSlugs.join(', ')}` }),
});
export const contentPageUpdateSchema = z.object({
  title: text('title', 200),
  bodyMarkdown: z.string().max(200_000, 'bodyMarkdown is too long'),
  isPublished: z.boolean().default(true),
});
export type ContentPageUpdate = z.input<typeof contentPageUpdateSchema>;
export const adminContentPageSchema = z.object({
  id: z.string().nullable(),
  slug: z.string(),
  title: z.string(),
  bodyMarkdown: z.string(),
  isPublished: z.boolean(),
  /** null: never saved (the public page is a 404 until then). */
  updatedAt: isoDate.nullable(),
});
export type AdminContentPage = z.infer<typeof adminContentPageSchema>;
export const adminContentPagesResponseSchema = z.object({ items: z.array(adminContentPageSchema) });
export const adminContentPageResponseSchema = z.object({ page: adminContentPageSchema });
