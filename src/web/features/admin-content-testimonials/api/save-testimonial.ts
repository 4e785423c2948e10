import type { z } from 'zod';
import {
  adminTestimonialResponseSchema,
  type testimonialCreateSchema,
  type testimonialUpdateSchema,
} from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { segment } from '@/lib/admin-content';
import { api } from '@/lib/api-client';

export type TestimonialInput =
  z.output<typeof testimonialCreateSchema> | z.output<typeof testimonialUpdateSchema>;

/** POST /api/admin/content/testimonials or PATCH /:id (edit, approve, publish, feature). */
export function saveTestimonial(token: string, id: string | null, input: TestimonialInput) {
  return id
    ? api.patch(`/api/admin/content/testimonials/${segment(id)}`, input, {
        token,
        schema: adminTestimonialResponseSchema,
      })
    : api.post('/api/admin/content/testimonials', input, {
        token,
        schema: adminTestimonialResponseSchema,
      });
}

export function useSaveTestimonial(token: string) {
  return useAdminWrite(
    ['testimonials_managed'],
    'save',
    ({ id, input }: { id: string | null; input: TestimonialInput }) =>
      saveTestimonial(token, id, input),
  );
}
