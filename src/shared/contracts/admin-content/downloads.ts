import { z } from 'zod';
import { downloadSchema } from '../public-site';
import { isoDate, patchOf, text, nullableText, stringList, nullableUrl } from './fields';

// 4. Downloads: /api/admin/content/downloads
// GET (all, with downloadCount), POST, PATCH /:id, DELETE /:id, PUT /order,
// POST /:id/logo (multipart `file`: PNG, JPG, WebP or SVG by content, 1 MB) -> { download }

export const downloadLogoMaxBytes = 1024 * 1024;
export const downloadCreateSchema = z.object({
  name: text('name', 120),
  description: nullableText('description', 2000).default(null),
  downloadUrl: nullableUrl('downloadUrl').default(null),
  fileType: nullableText('fileType', 40).default(null),
  fileSize: nullableText('fileSize', 40).default(null),
  version: nullableText('version', 40).default(null),
  deviceCompatibility: stringList('deviceCompatibility', 30, 60).default([]),
  installationGuide: nullableText('installationGuide', 20_000).default(null),
  isFeatured: z.boolean().default(false),
  qrCodeData: nullableText('qrCodeData', 2000).default(null),
  /** Set by the logo upload; may also be any image URL or site path. */
  logoUrl: nullableUrl('logoUrl').default(null),
  isActive: z.boolean().default(true),
});
export type DownloadCreate = z.input<typeof downloadCreateSchema>;
export const downloadUpdateSchema = patchOf(downloadCreateSchema);
export type DownloadUpdate = z.input<typeof downloadUpdateSchema>;
/** The public app entry, with what only the admin sees. */
export const adminDownloadSchema = downloadSchema.extend({
  isActive: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminDownload = z.infer<typeof adminDownloadSchema>;
export const adminDownloadResponseSchema = z.object({ download: adminDownloadSchema });
export const adminDownloadsResponseSchema = z.object({ items: z.array(adminDownloadSchema) });
