import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** Managed images, fetched by key; `version` busts browser caches when an image is replaced. */
export const imageRegistry = pgTable(
  'image_registry',
  {
    id: id(),
    imageKey: text('image_key').notNull(),
    imageUrl: text('image_url').notNull(),
    version: integer('version').notNull().default(1),
    contentType: text('content_type'),
    altText: text('alt_text'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('image_registry_image_key_key').on(t.imageKey)],
);

export type ImageRegistryEntry = typeof imageRegistry.$inferSelect;
export type NewImageRegistryEntry = typeof imageRegistry.$inferInsert;
