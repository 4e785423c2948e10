import { z } from 'zod';
import { isoDate, nullableText } from './fields';

// 6. Images: /api/admin/images
// GET              { items: AdminImage[] }
// POST /:key       multipart `file` (PNG, JPG, WebP or SVG by content; 2 MB), optional field
//                  `altText` -> { image }; each upload bumps `version`. 415 for anything else or
//                  an SVG with script; 413 over the limit.
// PATCH /:key      { altText } -> { image }
// Files are served at GET /api/public/files/<storage key> (immutable; the key holds the version).

export const imageMaxBytes = 2 * 1024 * 1024;
export const imageKeyParamsSchema = z.object({
  key: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_.-]{0,99}$/, 'key must be lower-case letters, digits, _ . or -'),
});
export const imageUpdateSchema = z.object({ altText: nullableText('altText', 300) });
export type ImageUpdate = z.input<typeof imageUpdateSchema>;
export const adminImageSchema = z.object({
  id: z.string(),
  key: z.string(),
  /** Versioned URL, safe to cache forever. */
  url: z.string(),
  version: z.number().int(),
  contentType: z.string().nullable(),
  altText: z.string().nullable(),
  updatedAt: isoDate,
});
export type AdminImage = z.infer<typeof adminImageSchema>;
export const adminImageResponseSchema = z.object({ image: adminImageSchema });
export const adminImagesResponseSchema = z.object({ items: z.array(adminImageSchema) });
