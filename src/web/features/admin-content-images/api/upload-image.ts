import { adminImageResponseSchema } from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { segment } from '@/lib/admin-content';
import { api } from '@/lib/api-client';

/**
 * POST /api/admin/images/:key (multipart `file`, optional `altText`): stores the image under the
 * key with a new version. Open pages refetch their 'image_registry' queries on the realtime change.
 */
export function uploadImage(token: string, key: string, file: File, altText?: string) {
  const body = new FormData();
  if (altText) body.append('altText', altText);
  body.append('file', file);
  return api.post(`/api/admin/images/${segment(key)}`, body, {
    token,
    schema: adminImageResponseSchema,
  });
}

export function useUploadImage(token: string) {
  return useAdminWrite(
    ['image_registry'],
    'upload',
    ({ key, file, altText }: { key: string; file: File; altText?: string }) =>
      uploadImage(token, key, file, altText),
  );
}
