import { z } from 'zod';
import { isoDate } from './fields';

// ---------------------------------------------------------------------------------------------
// GET /api/public/testimonials: published and approved

export const testimonialSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  location: z.string().nullable(),
  content: z.string(),
  rating: z.number().int().min(1).max(5),
  isFeatured: z.boolean(),
  createdAt: isoDate,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialsResponseSchema = z.object({ testimonials: z.array(testimonialSchema) });
export type TestimonialsResponse = z.infer<typeof testimonialsResponseSchema>;
