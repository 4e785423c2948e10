import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const testimonialsManaged = pgTable(
  'testimonials_managed',
  {
    id: id(),
    clientName: text('client_name').notNull(),
    location: text('location'),
    content: text('content').notNull(),
    rating: integer('rating').notNull().default(5),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(false),
    isApproved: boolean('is_approved').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('testimonials_managed_listing_idx').on(
      t.isFeatured.desc(),
      t.sortOrder,
      t.createdAt.desc(),
    ),
    check('testimonials_managed_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export type Testimonial = typeof testimonialsManaged.$inferSelect;
export type NewTestimonial = typeof testimonialsManaged.$inferInsert;
