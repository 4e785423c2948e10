import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Download } from '@shared/contracts/public-site';
import type { Db } from '../../db/client';
import { downloads } from '../../db/schema/index';

/** Active apps, featured first, then the admin's order (SPEC.md section 7). */
export async function listActiveDownloads(db: Db): Promise<Download[]> {
  return db
    .select({
      id: downloads.id,
      name: downloads.name,
      description: downloads.description,
      downloadUrl: downloads.downloadUrl,
      fileType: downloads.fileType,
      fileSize: downloads.fileSize,
      version: downloads.version,
      deviceCompatibility: downloads.deviceCompatibility,
      installationGuide: downloads.installationGuide,
      downloadCount: downloads.downloadCount,
      isFeatured: downloads.isFeatured,
      qrCodeData: downloads.qrCodeData,
      logoUrl: downloads.logoUrl,
      sortOrder: downloads.sortOrder,
    })
    .from(downloads)
    .where(eq(downloads.isActive, true))
    .orderBy(desc(downloads.isFeatured), asc(downloads.sortOrder), asc(downloads.name));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * increment_download_count: one atomic update. Returns the new count, or null when no active app
 * has this id (an id that is not even a uuid is simply unknown).
 */
export async function incrementDownloadCount(db: Db, id: string): Promise<number | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db
    .update(downloads)
    .set({ downloadCount: sql`${downloads.downloadCount} + 1` })
    .where(and(eq(downloads.id, id), eq(downloads.isActive, true)))
    .returning({ downloadCount: downloads.downloadCount });
  return row?.downloadCount ?? null;
}
