import { adminDownloadResponseSchema } from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { segment } from '@/lib/admin-content';
import { api } from '@/lib/api-client';

/** POST /api/admin/content/downloads/:id/logo (multipart `file`: PNG, JPG, WebP or SVG, 1 MB). */
export function uploadDownloadLogo(token: string, id: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return api.post(`/api/admin/content/downloads/${segment(id)}/logo`, body, {
    token,
    schema: adminDownloadResponseSchema,
  });
}

export function useUploadDownloadLogo(token: string) {
  return useAdminWrite(['downloads'], 'logo', ({ id, file }: { id: string; file: File }) =>
    uploadDownloadLogo(token, id, file),
  );
}
