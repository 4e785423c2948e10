import { z } from 'zod';
import { isoDate, patchOf, text, dateTime } from './fields';

// Release notes: /api/admin/content/releases (GET, POST, PATCH /:id, DELETE /:id)

export const releaseCreateSchema = z.object({
  version: text('version', 40),
  title: text('title', 200),
  bodyMarkdown: z.string().max(200_000, 'bodyMarkdown is too long'),
  /** Absent: now. */
  releasedAt: dateTime.optional(),
  isPublished: z.boolean().default(true),
});
export type ReleaseCreate = z.input<typeof releaseCreateSchema>;
export const releaseUpdateSchema = patchOf(releaseCreateSchema);
export type ReleaseUpdate = z.input<typeof releaseUpdateSchema>;
export const adminReleaseSchema = z.object({
  id: z.string(),
  version: z.string(),
  title: z.string(),
  bodyMarkdown: z.string(),
  releasedAt: isoDate,
  isPublished: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminRelease = z.infer<typeof adminReleaseSchema>;
export const adminReleaseResponseSchema = z.object({ release: adminReleaseSchema });
export const adminReleasesResponseSchema = z.object({ items: z.array(adminReleaseSchema) });
