import type { z } from 'zod';
import { type contentPageUpdateSchema } from '@shared/contracts/admin-content';
import { contentPageSlugs } from '@shared/contracts/public-site';
import type { Db } from '../../db/client';
import { contentPages } from '../../db/schema/index';
import { auditAdmin, type AdminActor } from '../admin-lists/admin-actor';

/** Policy and help pages in Markdown, one per slug (issue 8). */

type PageRow = typeof contentPages.$inferSelect;

function toAdminPage(slug: string, row: PageRow | undefined) {
  return {
    id: row?.id ?? null,
    slug,
    title: row?.title ?? '',
    bodyMarkdown: row?.bodyMarkdown ?? '',
    isPublished: row?.isPublished ?? false,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function listContentPagesAdmin(db: Db) {
  const rows = await db.select().from(contentPages);
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const extra = rows.filter((r) => !(contentPageSlugs as readonly string[]).includes(r.slug));
  return {
    items: [
      ...contentPageSlugs.map((slug) => toAdminPage(slug, bySlug.get(slug))),
      ...extra.map((r) => toAdminPage(r.slug, r)),
    ],
  };
}

export async function updateContentPage(
  db: Db,
  actor: AdminActor,
  slug: string,
  input: z.output<typeof contentPageUpdateSchema>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentPages)
      .values({ slug, ...input })
      .onConflictDoUpdate({ target: contentPages.slug, set: { ...input, updatedAt: new Date() } })
      .returning();
    await auditAdmin(
      tx,
      actor,
      'content.page.update',
      { table: 'content_pages', id: row!.id },
      { slug, title: input.title, isPublished: input.isPublished },
    );
    return { page: toAdminPage(slug, row) };
  });
}
