import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { downloads, imageRegistry } from '../../db/schema/index';
import { extensionFor, sniffFileType, type SniffedType } from '../../storage/file-type';
import type { FileStorage } from '../../storage/storage';
import { svgProblem } from '../../storage/svg-safety';
import { auditAdmin, type AdminActor } from '../admin-lists/admin-actor';
import { versionedUrl } from '../site-content/site-content.service';
import { found, serialise } from './content-rows';

/**
 * Managed images and app logos (issue 8, parts 4 and 6): the type comes from the bytes, never from
 * the name or the browser's Content-Type; SVGs with anything executable are refused (ADR 0013).
 * Files are stored under `images/` and `logos/` and served at /api/public/files/<key>.
 */

export const publicFilesPrefix = '/api/public/files/';
/** Only these storage folders are public: proofs of payment live in the same store. */
export const publicFileFolders = ['images/', 'logos/'] as const;

export const imageTypes: readonly SniffedType[] = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/svg+xml',
];
export const contentTypeByExtension: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** 415 naming `file`; the app's error handler answers it in the one error shape. */
export class UnsupportedImageError extends Error {
  readonly statusCode = 415;
  readonly fields: Record<string, string>;
  constructor(reason: string) {
    super(`file: ${reason}`);
    this.fields = { file: reason };
  }
}

/** The checked type of an uploaded image; throws UnsupportedImageError with the reason. */
export function checkImage(data: Buffer): SniffedType {
  const type = sniffFileType(data.subarray(0, 1024));
  if (!type || !imageTypes.includes(type)) {
    throw new UnsupportedImageError('the file is not a PNG, JPG, WebP or SVG image.');
  }
  if (type === 'image/svg+xml') {
    const problem = svgProblem(data);
    if (problem) throw new UnsupportedImageError(`${problem}; remove it and upload again.`);
  }
  return type;
}

type ImageRow = typeof imageRegistry.$inferSelect;

function toAdminImage(row: ImageRow) {
  return {
    id: row.id,
    key: row.imageKey,
    url: versionedUrl(row.imageUrl, row.version),
    version: row.version,
    contentType: row.contentType,
    altText: row.altText,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listImagesAdmin(db: Db) {
  const rows = await db.select().from(imageRegistry).orderBy(asc(imageRegistry.imageKey));
  return { items: rows.map(toAdminImage) };
}

/** The storage key of a URL we serve, or null for outside URLs (seeded paths, other hosts). */
function ownStorageKey(url: string | null): string | null {
  if (!url?.startsWith(publicFilesPrefix)) return null;
  return url.slice(publicFilesPrefix.length).split(/[?#]/)[0] ?? null;
}

/**
 * Stores a new image under `key`: a new file name and `version + 1`, so a browser holding the old
 * one forever (it is served immutable) fetches the new one. The previous file is then removed.
 */
export async function uploadImage(
  db: Db,
  storage: FileStorage,
  actor: AdminActor,
  input: { key: string; data: Buffer; altText?: string | null },
) {
  const type = checkImage(input.data);
  const storageKey = `images/${input.key}/${randomUUID()}.${extensionFor[type]}`;
  await storage.put(storageKey, input.data);
  const url = publicFilesPrefix + storageKey;
  let previous: string | null = null;
  try {
    const row = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(imageRegistry)
        .where(eq(imageRegistry.imageKey, input.key))
        .for('update');
      previous = ownStorageKey(before?.imageUrl ?? null);
      const alt = input.altText !== undefined ? { altText: input.altText } : {};
      const [saved] = before
        ? await tx
            .update(imageRegistry)
            .set({ imageUrl: url, contentType: type, version: before.version + 1, ...alt })
            .where(eq(imageRegistry.id, before.id))
            .returning()
        : await tx
            .insert(imageRegistry)
            .values({ imageKey: input.key, imageUrl: url, contentType: type, version: 1, ...alt })
            .returning();
      await auditAdmin(
        tx,
        actor,
        'content.image.upload',
        {
          table: 'image_registry',
          id: saved!.id,
        },
        { key: input.key, version: saved!.version, contentType: type, bytes: input.data.length },
      );
      return saved!;
    });
    if (previous) await storage.delete(previous).catch(() => undefined);
    return { image: toAdminImage(row) };
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

export async function updateImageAlt(
  db: Db,
  actor: AdminActor,
  key: string,
  altText: string | null,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(imageRegistry)
      .set({ altText })
      .where(eq(imageRegistry.imageKey, key))
      .returning();
    found(row, 'Image');
    await auditAdmin(
      tx,
      actor,
      'content.image.update',
      { table: 'image_registry', id: row!.id },
      {
        key,
        altText,
      },
    );
    return { image: toAdminImage(row!) };
  });
}

/** A download's logo: stored like an image, its public URL written to `logo_url`. */
export async function uploadDownloadLogo(
  db: Db,
  storage: FileStorage,
  actor: AdminActor,
  input: { downloadId: string; data: Buffer },
) {
  const [existing] = await db
    .select({ logoUrl: downloads.logoUrl })
    .from(downloads)
    .where(eq(downloads.id, input.downloadId));
  found(existing, 'Download');
  const type = checkImage(input.data);
  const storageKey = `logos/${input.downloadId}/${randomUUID()}.${extensionFor[type]}`;
  await storage.put(storageKey, input.data);
  try {
    const row = await db.transaction(async (tx) => {
      const [saved] = await tx
        .update(downloads)
        .set({ logoUrl: publicFilesPrefix + storageKey })
        .where(eq(downloads.id, input.downloadId))
        .returning();
      found(saved, 'Download');
      await auditAdmin(
        tx,
        actor,
        'content.download.logo',
        {
          table: 'downloads',
          id: input.downloadId,
        },
        { contentType: type, bytes: input.data.length },
      );
      return saved!;
    });
    const previous = ownStorageKey(existing!.logoUrl);
    if (previous) await storage.delete(previous).catch(() => undefined);
    return { download: serialise(row) };
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}
