import { useQuery } from '@tanstack/react-query';
import { adminFooterResponseSchema } from '@shared/contracts/admin-content';
import { adminContentOptions } from '@/lib/admin-content';

/** GET /api/admin/content/footer. */
export function useFooterContent(token: string) {
  return useQuery(
    adminContentOptions(
      'footer_content',
      '/api/admin/content/footer',
      adminFooterResponseSchema,
      token,
    ),
  );
}
