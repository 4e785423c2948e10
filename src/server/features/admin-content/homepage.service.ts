import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  homepageContentInputSchema,
  homepageSectionCreateSchema,
  homepageSectionUpdateSchema,
} from '@shared/contracts/admin-content';
import type { Db } from '../../db/client';
import { homepageContent } from '../../db/schema/index';
import type { AdminActor } from '../admin-lists/admin-actor';
import { parseSectionContent } from '../site-content/site-content.service';
import { defined, deleteRowById, insertLast, reorderRowsById, updateRowById } from './content-rows';

/** Homepage sections (issue 8). */

type HomepageRow = typeof homepageContent.$inferSelect;

function toAdminSection(row: HomepageRow) {
  return {
    id: row.id,
    sectionName: row.sectionName,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    content: parseSectionContent(row.content),
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Stored in the spec's shape (snake_case CTAs), which the public parser reads. */
function storedContent(content: z.output<typeof homepageContentInputSchema>) {
  return {
    features: content.features,
    cta_primary: content.ctaPrimary,
    cta_secondary: content.ctaSecondary,
    highlights: content.highlights,
    steps: content.steps,
  };
}

const listOrder = [asc(homepageContent.sortOrder), asc(homepageContent.sectionName)];

export async function listHomepageSectionsAdmin(db: Db) {
  const rows = await db
    .select()
    .from(homepageContent)
    .orderBy(...listOrder);
  return { items: rows.map(toAdminSection) };
}

export async function createHomepageSection(
  db: Db,
  actor: AdminActor,
  input: z.output<typeof homepageSectionCreateSchema>,
) {
  const row = await insertLast(
    db,
    actor,
    homepageContent,
    { ...input, content: storedContent(input.content) },
    {
      action: 'content.homepage.create',
      details: () => ({ sectionName: input.sectionName }),
    },
  );
  return { section: toAdminSection(row) };
}

export async function updateHomepageSection(
  db: Db,
  actor: AdminActor,
  id: string,
  patch: z.output<typeof homepageSectionUpdateSchema>,
) {
  const { content, ...rest } = patch;
  const changes = {
    ...defined(rest),
    ...(content !== undefined ? { content: storedContent(content) } : {}),
  };
  const row = await updateRowById(db, actor, homepageContent, id, changes, {
    what: 'Homepage section',
    action: 'content.homepage.update',
    details: () => ({ changes: patch }),
  });
  return { section: toAdminSection(row) };
}

export function deleteHomepageSection(db: Db, actor: AdminActor, id: string) {
  return deleteRowById(db, actor, homepageContent, id, {
    what: 'Homepage section',
    action: 'content.homepage.delete',
    details: (row) => ({ sectionName: row.sectionName }),
  });
}

export async function reorderHomepageSections(db: Db, actor: AdminActor, ids: readonly string[]) {
  await reorderRowsById(db, actor, homepageContent, ids, {
    orderBy: listOrder,
    action: 'content.homepage.reorder',
  });
  return listHomepageSectionsAdmin(db);
}
