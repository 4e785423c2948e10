import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type {
  ContentPage,
  KnowledgeBaseArticle,
  KnowledgeBaseListResponse,
  PublicNotice,
  ReleaseNote,
} from '@shared/contracts/public-site';
import type { Db } from '../../db/client';
import { contentPages, knowledgeBaseArticles, notices, releaseNotes } from '../../db/schema/index';

/** A published policy or help page by slug; null when there is none. */
export async function findContentPage(db: Db, slug: string): Promise<ContentPage | null> {
  const [row] = await db
    .select({
      slug: contentPages.slug,
      title: contentPages.title,
      bodyMarkdown: contentPages.bodyMarkdown,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), eq(contentPages.isPublished, true)));
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
}

/** `%` and `_` typed by a visitor are searched for literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Published articles, optionally searched (title, summary, body) and narrowed to a category. */
export async function listKnowledgeBase(
  db: Db,
  input: { q?: string; category?: string },
): Promise<KnowledgeBaseListResponse> {
  const published = eq(knowledgeBaseArticles.isPublished, true);
  // sort_order orders articles within a category; categories read alphabetically.
  const categoryRows = await db
    .selectDistinct({ category: knowledgeBaseArticles.category })
    .from(knowledgeBaseArticles)
    .where(published)
    .orderBy(asc(knowledgeBaseArticles.category));
  const categories = categoryRows.map((r) => r.category);
  const pattern = input.q ? likePattern(input.q) : null;
  const rows = await db
    .select({
      id: knowledgeBaseArticles.id,
      slug: knowledgeBaseArticles.slug,
      title: knowledgeBaseArticles.title,
      category: knowledgeBaseArticles.category,
      summary: knowledgeBaseArticles.summary,
      updatedAt: knowledgeBaseArticles.updatedAt,
    })
    .from(knowledgeBaseArticles)
    .where(
      and(
        published,
        input.category ? eq(knowledgeBaseArticles.category, input.category) : undefined,
        pattern
          ? or(
              ilike(knowledgeBaseArticles.title, pattern),
              ilike(knowledgeBaseArticles.summary, pattern),
              ilike(knowledgeBaseArticles.bodyMarkdown, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(knowledgeBaseArticles.sortOrder), asc(knowledgeBaseArticles.title));
  const order = new Map(categories.map((c, i) => [c, i]));
  const articles = rows
    .map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }))
    .sort((a, b) => (order.get(a.category) ?? 0) - (order.get(b.category) ?? 0));
  return { categories, articles };
}

export async function findKnowledgeBaseArticle(
  db: Db,
  slug: string,
): Promise<KnowledgeBaseArticle | null> {
  const [row] = await db
    .select({
      id: knowledgeBaseArticles.id,
      slug: knowledgeBaseArticles.slug,
      title: knowledgeBaseArticles.title,
      category: knowledgeBaseArticles.category,
      summary: knowledgeBaseArticles.summary,
      bodyMarkdown: knowledgeBaseArticles.bodyMarkdown,
      updatedAt: knowledgeBaseArticles.updatedAt,
    })
    .from(knowledgeBaseArticles)
    .where(and(eq(knowledgeBaseArticles.slug, slug), eq(knowledgeBaseArticles.isPublished, true)));
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
}

/** Published release notes, newest first. */
export async function listPublishedReleases(db: Db): Promise<ReleaseNote[]> {
  const rows = await db
    .select({
      id: releaseNotes.id,
      version: releaseNotes.version,
      title: releaseNotes.title,
      bodyMarkdown: releaseNotes.bodyMarkdown,
      releasedAt: releaseNotes.releasedAt,
    })
    .from(releaseNotes)
    .where(eq(releaseNotes.isPublished, true))
    .orderBy(desc(releaseNotes.releasedAt));
  return rows.map((row) => ({ ...row, releasedAt: row.releasedAt.toISOString() }));
}

/** Published notices meant for visitors ('public' or 'all'), newest first. */
export async function listPublicNotices(db: Db): Promise<PublicNotice[]> {
  const rows = await db
    .select({
      id: notices.id,
      title: notices.title,
      body: notices.body,
      publishedAt: notices.publishedAt,
    })
    .from(notices)
    .where(and(eq(notices.isPublished, true), inArray(notices.audience, ['public', 'all'])))
    .orderBy(sql`${notices.publishedAt} desc nulls last`, desc(notices.createdAt));
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt?.toISOString() ?? null }));
}
