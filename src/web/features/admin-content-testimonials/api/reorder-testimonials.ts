import { adminTestimonialsResponseSchema } from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

/** PUT /api/admin/content/testimonials/order: every id in the new order. */
export function reorderTestimonials(token: string, ids: string[]) {
  return api.put(
    '/api/admin/content/testimonials/order',
    { ids },
    {
      token,
      schema: adminTestimonialsResponseSchema,
    },
  );
}

export function useReorderTestimonials(token: string) {
  return useAdminWrite(['testimonials_managed'], 'reorder', (ids: string[]) =>
    reorderTestimonials(token, ids),
  );
}
