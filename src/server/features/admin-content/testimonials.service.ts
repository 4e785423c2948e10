import { asc, desc } from 'drizzle-orm';
import { testimonialsManaged } from '../../db/schema/index';
import { sortedContentRows } from './content-rows';

/** Testimonials: the public sees one only once it is approved and published (issue 8). */

const testimonialRows = sortedContentRows({
  table: testimonialsManaged,
  orderBy: [asc(testimonialsManaged.sortOrder), desc(testimonialsManaged.createdAt)],
  entity: 'testimonial',
  what: 'Testimonial',
  label: (row) => ({ clientName: row.clientName }),
});

export const listTestimonialsAdmin = testimonialRows.list;
export const createTestimonial = testimonialRows.create;
export const updateTestimonial = testimonialRows.update;
export const deleteTestimonial = testimonialRows.remove;
export const reorderTestimonials = testimonialRows.reorder;
