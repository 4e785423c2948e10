import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial, TestimonialsResponse } from '@shared/contracts/public-site';
import { api } from '@/lib/api-client';
import { queryFreshness } from '@/lib/query-client';

/** GET /api/public/testimonials: published and approved, in the server's order. */
export function getTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  return api
    .get<TestimonialsResponse>('/api/public/testimonials', { signal })
    .then((r) => r.testimonials);
}

export const testimonialsQueryOptions = () =>
  queryOptions({
    ...queryFreshness.testimonials,
    queryKey: ['testimonials_managed', 'public'],
    queryFn: ({ signal }) => getTestimonials(signal),
  });

/** The testimonials; a failed load is an empty list. */
export function useTestimonials(): Testimonial[] {
  return useQuery(testimonialsQueryOptions()).data ?? [];
}
