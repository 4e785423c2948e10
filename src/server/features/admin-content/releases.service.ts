import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { releaseCreateSchema, releaseUpdateSchema } from '@shared/contracts/admin-content';
import type { Db } from '../../db/client';
import { releaseNotes } from '../../db/schema/index';
import { auditAdmin, type AdminActor } from '../admin-lists/admin-actor';
import { defined, deleteRowById, serialise, updateRowById } from './content-rows';

/** Release notes, newest first (issue 8). */

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
      { table: 'release_notes', id: row!.id },
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
  const { releasedAt, ...rest } = patch;
  const changes = {
    ...defined(rest),
    ...(releasedAt ? { releasedAt: new Date(releasedAt) } : {}),
  };
  const row = await updateRowById(db, actor, releaseNotes, id, changes, {
    what: 'Release note',
    action: 'content.release.update',
    details: (updated) => ({ version: updated.version, fields: Object.keys(changes) }),
  });
  return { release: serialise(row) };
}

export function deleteRelease(db: Db, actor: AdminActor, id: string) {
  return deleteRowById(db, actor, releaseNotes, id, {
    what: 'Release note',
    action: 'content.release.delete',
    details: (row) => ({ version: row.version }),
  });
}
