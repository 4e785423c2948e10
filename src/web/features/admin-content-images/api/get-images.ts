import { useQuery } from '@tanstack/react-query';
import { adminImagesResponseSchema } from '@shared/contracts/admin-content';
import { adminContentOptions } from '@/lib/admin-content';

/** GET /api/admin/images: every managed image, with its versioned URL. */
export function useAdminImages(token: string) {
  return useQuery(
    adminContentOptions('image_registry', '/api/admin/images', adminImagesResponseSchema, token),
  );
}
