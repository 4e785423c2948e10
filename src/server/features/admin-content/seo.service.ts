import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { seoUpdateSchema } from '@shared/contracts/admin-content';
import type { Db } from '../../db/client';
import { seoSettings } from '../../db/schema/index';
import { auditAdmin, type AdminActor } from '../admin-lists/admin-actor';
import { serialise } from './content-rows';

/** SEO per page (issue 8). */

export async function listSeoAdmin(db: Db) {
  const rows = await db.select().from(seoSettings).orderBy(asc(seoSettings.pageName));
  return { items: rows.map(serialise) };
}

export async function updateSeo(
  db: Db,
  actor: AdminActor,
  pageName: string,
  input: z.output<typeof seoUpdateSchema>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(seoSettings)
      .values({ pageName, ...input })
      .onConflictDoUpdate({
        target: seoSettings.pageName,
        set: { ...input, updatedAt: new Date() },
      })
      .returning();
    await auditAdmin(
      tx,
      actor,
      'content.seo.update',
      { table: 'seo_settings', id: row!.id },
      { pageName, metaTitle: input.metaTitle },
    );
    return { seo: serialise(row!) };
  });
}
