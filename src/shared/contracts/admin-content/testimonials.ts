import { z } from 'zod';
import { isoDate, patchOf, text, nullableText } from './fields';

// 5. Testimonials: /api/admin/content/testimonials
// GET (all), POST, PATCH /:id (approve, publish, feature, edit), DELETE /:id, PUT /order

export const testimonialCreateSchema = z.object({
  clientName: text('clientName', 120),
  location: nullableText('location', 120).default(null),
  content: text('content', 2000),
  rating: z.number().int().min(1, 'rating must be 1-5').max(5, 'rating must be 1-5').default(5),
  isApproved: z.boolean().default(false),
  isPublished: z.boolean().default(false),
  isFeatured: z.boolean().default(false),
});
export type TestimonialCreate = z.input<typeof testimonialCreateSchema>;
export const testimonialUpdateSchema = patchOf(testimonialCreateSchema);
export type TestimonialUpdate = z.input<typeof testimonialUpdateSchema>;
export const adminTestimonialSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  location: z.string().nullable(),
  content: z.string(),
  rating: z.number().int(),
  isApproved: z.boolean(),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;
export const adminTestimonialResponseSchema = z.object({ testimonial: adminTestimonialSchema });
export const adminTestimonialsResponseSchema = z.object({ items: z.array(adminTestimonialSchema) });
