import { z } from 'zod';
import { isoDate } from './fields';

// ---------------------------------------------------------------------------------------------
// GET /api/public/pages/:slug: policy and help pages (404 for unknown)

export const contentPageSlugs = [
  'privacy-policy',
  'terms-of-service',
  'refund-policy',
  'technical-support',
  'setup-guide',
] as const;

export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'must be a slug such as privacy-policy' })
  .max(120);

export const slugParamsSchema = z.object({ slug: slugSchema });

export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  bodyMarkdown: z.string(),
  updatedAt: isoDate,
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contentPageResponseSchema = z.object({ page: contentPageSchema });
export type ContentPageResponse = z.infer<typeof contentPageResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/public/knowledge-base?q=&category=  and  GET /api/public/knowledge-base/:slug

export const knowledgeBaseQuerySchema = z.object({
  /** Case-insensitive search over title, summary and body. */
  q: z.string().trim().min(1).max(100).optional(),
  category: z.string().trim().min(1).max(100).optional(),
});
export type KnowledgeBaseQuery = z.infer<typeof knowledgeBaseQuerySchema>;

export const knowledgeBaseArticleSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  summary: z.string().nullable(),
  updatedAt: isoDate,
});
export type KnowledgeBaseArticleSummary = z.infer<typeof knowledgeBaseArticleSummarySchema>;

export const knowledgeBaseListResponseSchema = z.object({
  /** Every category with published articles, in display order (not narrowed by q/category). */
  categories: z.array(z.string()),
  /** Matching articles by category, then sort order. */
  articles: z.array(knowledgeBaseArticleSummarySchema),
});
export type KnowledgeBaseListResponse = z.infer<typeof knowledgeBaseListResponseSchema>;

export const knowledgeBaseArticleSchema = knowledgeBaseArticleSummarySchema.extend({
  bodyMarkdown: z.string(),
});
export type KnowledgeBaseArticle = z.infer<typeof knowledgeBaseArticleSchema>;

export const knowledgeBaseArticleResponseSchema = z.object({
  article: knowledgeBaseArticleSchema,
});
export type KnowledgeBaseArticleResponse = z.infer<typeof knowledgeBaseArticleResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/public/releases: published release notes, newest first

export const releaseNoteSchema = z.object({
  id: z.string(),
  version: z.string(),
  title: z.string(),
  bodyMarkdown: z.string(),
  releasedAt: isoDate,
});
export type ReleaseNote = z.infer<typeof releaseNoteSchema>;

export const releasesResponseSchema = z.object({ releases: z.array(releaseNoteSchema) });
export type ReleasesResponse = z.infer<typeof releasesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/public/notices: published notices for the public ('public' or 'all'), newest first

export const publicNoticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  publishedAt: isoDate.nullable(),
});
export type PublicNotice = z.infer<typeof publicNoticeSchema>;

export const noticesResponseSchema = z.object({ notices: z.array(publicNoticeSchema) });
export type NoticesResponse = z.infer<typeof noticesResponseSchema>;
