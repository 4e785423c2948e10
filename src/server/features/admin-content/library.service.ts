import { and, asc, desc, eq, max, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  templatePlaceholders,
  type articleCreateSchema,
  type articleUpdateSchema,
  type downloadCreateSchema,
  type downloadUpdateSchema,
  type messageTemplateUpdateSchema,
  type releaseCreateSchema,
  type releaseUpdateSchema,
  type testimonialCreateSchema,
  type testimonialUpdateSchema,
} from '@shared/contracts/admin-content';
import type { Db } from '../../db/client';
import {
  downloads,
  knowledgeBaseArticles,
  messageTemplates,
  releaseNotes,
  testimonialsManaged,
} from '../../db/schema/index';
import { AdminConflictError, auditAdmin, type AdminActor } from '../admin-lists/admin-actor';
import { defined, found, reorder, serialise } from './content-rows';

/** Downloads, testimonials, knowledge base, release notes, message templates (issue 8, parts 4-5). */

// ---------------------------------------------------------------------------------------------
// Downloads (player apps)

export async function listDownloadsAdmin(db: Db) {
  const rows = await db
    .select()
    .from(downloads)
    .orderBy(asc(downloads.sortOrder), asc(downloads.createdAt));
  return { items: rows.map(serialise) };
}

export async function createDownload(
  db: Db,
  actor: AdminActor,
  input: z.output<typeof downloadCreateSchema>,
) {
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ n: max(downloads.sortOrder) }).from(downloads);
    const [row] = await tx
      .insert(downloads)
      .values({ ...input, sortOrder: (last?.n ?? -1) + 1 })
      .returning();
    await auditAdmin(
      tx,
      actor,
      'content.download.create',
      { table: 'downloads', id: row!.id },
      {
        name: input.name,
      },
    );
    return { download: serialise(row!) };
  });
}

export async function updateDownload(
  db: Db,
  actor: AdminActor,
  id: string,
  patch: z.output<typeof downloadUpdateSchema>,
  action = 'content.download.update',
) {
  return db.transaction(async (tx) => {
    const changes = defined(patch);
    const [row] = await tx.update(downloads).set(changes).where(eq(downloads.id, id)).returning();
    found(row, 'Download');
    await auditAdmin(tx, actor, action, { table: 'downloads', id }, { changes });
    return { download: serialise(row!) };
  });
}

export async function deleteDownload(db: Db, actor: AdminActor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(downloads).where(eq(downloads.id, id)).returning();
    found(row, 'Download');
    await auditAdmin(
      tx,
      actor,
      'content.download.delete',
      { table: 'downloads', id },
      {
        name: row!.name,
      },
    );
  });
  return { success: true as const };
}

export async function reorderDownloads(db: Db, actor: AdminActor, ids: readonly string[]) {
  await reorder(db, ids, {
    currentIds: async (tx) =>
      (
        await tx
          .select({ id: downloads.id })
          .from(downloads)
          .orderBy(asc(downloads.sortOrder), asc(downloads.createdAt))
      ).map((r) => r.id),
    setOrder: async (tx, id, sortOrder) => {
      await tx.update(downloads).set({ sortOrder }).where(eq(downloads.id, id));
    },
    after: (tx, order) =>
      auditAdmin(
        tx,
        actor,
        'content.download.reorder',
        { table: 'downloads', id: order[0]! },
        {
          order,
        },
      ),
  });
  return listDownloadsAdmin(db);
}

// ---------------------------------------------------------------------------------------------
// Testimonials

export async function listTestimonialsAdmin(db: Db) {
  const rows = await db
    .select()
    .from(testimonialsManaged)
    .orderBy(asc(testimonialsManaged.sortOrder), desc(testimonialsManaged.createdAt));
  return { items: rows.map(serialise) };
}

export async function createTestimonial(
  db: Db,
  actor: AdminActor,
  input: z.output<typeof testimonialCreateSchema>,
) {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ n: max(testimonialsManaged.sortOrder) })
      .from(testimonialsManaged);
    const [row] = await tx
      .insert(testimonialsManaged)
      .values({ ...input, sortOrder: (last?.n ?? -1) + 1 })
      .returning();
    await auditAdmin(
      tx,
      actor,
      'content.testimonial.create',
      {
        table: 'testimonials_managed',
        id: row!.id,
      },
      { clientName: input.clientName },
    );
    return { testimonial: serialise(row!) };
  });
}

export async function updateTestimonial(
  db: Db,
  actor: AdminActor,
  id: string,
  patch: z.output<typeof testimonialUpdateSchema>,
) {
  return db.transaction(async (tx) => {
    const changes = defined(patch);
    const [row] = await tx
      .update(testimonialsManaged)
      .set(changes)
      .where(eq(testimonialsManaged.id, id))
      .returning();
    found(row, 'Testimonial');
    await auditAdmin(
      tx,
      actor,
      'content.testimonial.update',
      {
        table: 'testimonials_managed',
        id,
      },
      { changes },
    );
    return { testimonial: serialise(row!) };
  });
}

export async function deleteTestimonial(db: Db, actor: AdminActor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(testimonialsManaged)
      .where(eq(testimonialsManaged.id, id))
      .returning();
    found(row, 'Testimonial');
    await auditAdmin(
      tx,
      actor,
      'content.testimonial.delete',
      {
        table: 'testimonials_managed',
        id,
      },
      { clientName: row!.clientName },
    );
  });
  return { success: true as const };
}

export async function reorderTestimonials(db: Db, actor: AdminActor, ids: readonly string[]) {
  await reorder(db, ids, {
    currentIds: async (tx) =>
      (
        await tx
          .select({ id: testimonialsManaged.id })
          .from(testimonialsManaged)
          .orderBy(asc(testimonialsManaged.sortOrder), desc(testimonialsManaged.createdAt))
      ).map((r) => r.id),
    setOrder: async (tx, id, sortOrder) => {
      await tx.update(testimonialsManaged).set({ sortOrder }).where(eq(testimonialsManaged.id, id));
    },
    after: (tx, order) =>
      auditAdmin(
        tx,
        actor,
        'content.testimonial.reorder',
        {
          table: 'testimonials_managed',
          id: order[0]!,
        },
        { order },
      ),
  });
  return listTestimonialsAdmin(db);
}

// ---------------------------------------------------------------------------------------------
// Knowledge base articles (Markdown kept as typed; only ever served inside JSON)

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
      {
        table: 'knowledge_base_articles',
        id: row!.id,
      },
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
  return db.transaction(async (tx) => {
    if (patch.slug) await checkSlugFree(tx, patch.slug, id);
    const changes = defined(patch);
    const [row] = await tx
      .update(knowledgeBaseArticles)
      .set(changes)
      .where(eq(knowledgeBaseArticles.id, id))
      .returning();
    found(row, 'Article');
    const { bodyMarkdown, ...logged } = changes;
    await auditAdmin(
      tx,
      actor,
      'content.article.update',
      {
        table: 'knowledge_base_articles',
        id,
      },
      { changes: logged, bodyChanged: bodyMarkdown !== undefined },
    );
    return { article: serialise(row!) };
  });
}

export async function deleteArticle(db: Db, actor: AdminActor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(knowledgeBaseArticles)
      .where(eq(knowledgeBaseArticles.id, id))
      .returning();
    found(row, 'Article');
    await auditAdmin(
      tx,
      actor,
      'content.article.delete',
      {
        table: 'knowledge_base_articles',
        id,
      },
      { slug: row!.slug },
    );
  });
  return { success: true as const };
}

// ---------------------------------------------------------------------------------------------
// Release notes

export async function listReleasesAdmin(db: Db) {
  const rows = await db.select().from(releaseNotes).orderBy(desc(releaseNotes.releasedAt));
  return { items: rows.map(serialise) };
}

export async function createRelease(
  db: Db,
  actor: AdminActor,
  input: z.output<typeof releaseCreateSchema>,
) {
  return db.transaction(async (tx) => {
    const { releasedAt, ...rest } = input;
    const [row] = await tx
      .insert(releaseNotes)
      .values({ ...rest, ...(releasedAt ? { releasedAt: new Date(releasedAt) } : {}) })
      .returning();
    await auditAdmin(
      tx,
      actor,
      'content.release.create',
      {
        table: 'release_notes',
        id: row!.id,
      },
      { version: input.version },
    );
    return { release: serialise(row!) };
  });
}

export async function updateRelease(
  db: Db,
  actor: AdminActor,
  id: string,
  patch: z.output<typeof releaseUpdateSchema>,
) {
  return db.transaction(async (tx) => {
    const { releasedAt, ...rest } = patch;
    const changes = {
      ...defined(rest),
      ...(releasedAt ? { releasedAt: new Date(releasedAt) } : {}),
    };
    const [row] = await tx
      .update(releaseNotes)
      .set(changes)
      .where(eq(releaseNotes.id, id))
      .returning();
    found(row, 'Release note');
    await auditAdmin(
      tx,
      actor,
      'content.release.update',
      { table: 'release_notes', id },
      {
        version: row!.version,
        fields: Object.keys(changes),
      },
    );
    return { release: serialise(row!) };
  });
}

export async function deleteRelease(db: Db, actor: AdminActor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(releaseNotes).where(eq(releaseNotes.id, id)).returning();
    found(row, 'Release note');
    await auditAdmin(
      tx,
      actor,
      'content.release.delete',
      { table: 'release_notes', id },
      {
        version: row!.version,
      },
    );
  });
  return { success: true as const };
}

// ---------------------------------------------------------------------------------------------
// Message templates of the outbox

type TemplateRow = typeof messageTemplates.$inferSelect;

function toAdminTemplate(row: TemplateRow) {
  return {
    id: row.id,
    key: row.key,
    channel: row.channel,
    subject: row.subject,
    body: row.body,
    description: row.description,
    placeholders: templatePlaceholders(row.subject, row.body),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listTemplatesAdmin(db: Db) {
  const rows = await db.select().from(messageTemplates).orderBy(asc(messageTemplates.key));
  return { items: rows.map(toAdminTemplate) };
}

export async function updateTemplate(
  db: Db,
  actor: AdminActor,
  id: string,
  patch: z.output<typeof messageTemplateUpdateSchema>,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(messageTemplates)
      .where(eq(messageTemplates.id, id))
      .for('update');
    found(before, 'Message template');
    if (before!.channel === 'whatsapp' && patch.subject) {
      throw new AdminConflictError('WhatsApp messages have no subject', 'subject', 400);
    }
    const changes = defined(patch);
    const [row] = await tx
      .update(messageTemplates)
      .set(changes)
      .where(eq(messageTemplates.id, id))
      .returning();
    await auditAdmin(
      tx,
      actor,
      'content.template.update',
      { table: 'message_templates', id },
      {
        key: before!.key,
        fields: Object.keys(changes),
      },
    );
    return { template: toAdminTemplate(row!) };
  });
}
