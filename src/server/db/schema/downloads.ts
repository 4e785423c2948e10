import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, emptyJsonArray, id, updatedAt } from './columns';

/** Player apps offered on the site, with their installation guide. */
export const downloads = pgTable(
  'downloads',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    downloadUrl: text('download_url'),
    fileType: text('file_type'),
    /** Display size, e.g. '28 MB'. */
    fileSize: text('file_size'),
    version: text('version'),
    deviceCompatibility: jsonb('device_compatibility')
      .$type<string[]>()
      .notNull()
      .default(emptyJsonArray),
    installationGuide: text('installation_guide'),
    downloadCount: integer('download_count').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    qrCodeData: text('qr_code_data'),
    logoUrl: text('logo_url'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('downloads_active_featured_idx').on(t.isActive, t.isFeatured, t.sortOrder),
    check('downloads_download_count_check', sql`${t.downloadCount} >= 0`),
  ],
);

export type Download = typeof downloads.$inferSelect;
export type NewDownload = typeof downloads.$inferInsert;
