import { useQuery } from '@tanstack/react-query';
import { adminTestimonialsResponseSchema } from '@shared/contracts/admin-content';
import { adminContentOptions } from '@/lib/admin-content';

/** GET /api/admin/content/testimonials: every testimonial, unapproved too, by sort order. */
export function useTestimonials(token: string) {
  return useQuery(
    adminContentOptions(
      'testimonials_managed',
      '/api/admin/content/testimonials',
      adminTestimonialsResponseSchema,
      token,
    ),
  );
}
