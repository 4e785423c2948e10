import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { articleCreateSchema, articleUpdateSchema } from '@shared/contracts/admin-content';
import type { Db } from '../../db/client';
import { knowledgeBaseArticles } from '../../db/schema/index';
import { AdminConflictError, auditAdmin, type AdminActor } from '../admin-lists/admin-actor';
import { defined, deleteRowById, serialise, updateRowById } from './content-rows';

/** Knowledge base articles (issue 8): Markdown kept as typed, only ever served in JSON. */

export async function listArticlesAdmin(db: Db) {
  const rows = await db
    .select()
    .from(knowledgeBaseArticles)
    .orderBy(asc(knowledgeBaseArticles.category), asc(knowledgeBaseArticles.sortOrder));
  return {
    items: rows.map(serialise),
    categories: [...new Set(rows.map((r) => r.category))],
  };
}

async function checkSlugFree(db: Db, slug: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: knowledgeBaseArticles.id })
    .from(knowledgeBaseArticles)
    .where(
      and(
        eq(knowledgeBaseArticles.slug, slug),
        exceptId ? ne(knowledgeBaseArticles.id, exceptId) : undefined,
      ),
    );
  if (taken) throw new AdminConflictError('another article already uses this slug', 'slug');
}

export async function createArticle(
  db: Db,
  actor: AdminActor,
  input: z.output<typeof articleCreateSchema>,
) {
  return db.transaction(async (tx) => {
    await checkSlugFree(tx, input.slug);
    const [row] = await tx.insert(knowledgeBaseArticles).values(input).returning();
    await auditAdmin(
      tx,
      actor,
      'content.article.create',
      { table: 'knowledge_base_articles', id: row!.id },
      { slug: input.slug, title: input.title },
    );
    return { article: serialise(row!) };
  });
}

export async function updateArticle(
  db: Db,
  actor: AdminActor,
  id: string,
  patch: z.output<typeof articleUpdateSchema>,
) {
  const changes = defined(patch);
  // The body can be long: the audit log only says that it changed.
  const { bodyMarkdown, ...logged } = changes;
  const row = await updateRowById(db, actor, knowledgeBaseArticles, id, changes, {
    what: 'Article',
    action: 'content.article.update',
    details: () => ({ changes: logged, bodyChanged: bodyMarkdown !== undefined }),
    check: async (tx) => {
      if (patch.slug) await checkSlugFree(tx, patch.slug, id);
    },
  });
  return { article: serialise(row) };
}

export function deleteArticle(db: Db, actor: AdminActor, id: string) {
  return deleteRowById(db, actor, knowledgeBaseArticles, id, {
    what: 'Article',
    action: 'content.article.delete',
    details: (row) => ({ slug: row.slug }),
  });
}
