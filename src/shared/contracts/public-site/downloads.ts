import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// GET /api/public/downloads: active apps, featured first, then sort order
// POST /api/public/downloads/:id/count: increments download_count (404 unknown or inactive)

export const downloadSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  fileType: z.string().nullable(),
  fileSize: z.string().nullable(),
  version: z.string().nullable(),
  deviceCompatibility: z.array(z.string()),
  installationGuide: z.string().nullable(),
  downloadCount: z.number().int(),
  isFeatured: z.boolean(),
  qrCodeData: z.string().nullable(),
  logoUrl: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type Download = z.infer<typeof downloadSchema>;

export const downloadsResponseSchema = z.object({ downloads: z.array(downloadSchema) });
export type DownloadsResponse = z.infer<typeof downloadsResponseSchema>;

export const downloadIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const downloadCountResponseSchema = z.object({ downloadCount: z.number().int() });
export type DownloadCountResponse = z.infer<typeof downloadCountResponseSchema>;
