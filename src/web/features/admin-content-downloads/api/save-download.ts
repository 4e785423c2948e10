import type { z } from 'zod';
import {
  adminDownloadResponseSchema,
  type downloadCreateSchema,
  type downloadUpdateSchema,
} from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { segment } from '@/lib/admin-content';
import { api } from '@/lib/api-client';

export type DownloadInput =
  z.output<typeof downloadCreateSchema> | z.output<typeof downloadUpdateSchema>;

/** POST /api/admin/content/downloads or PATCH /api/admin/content/downloads/:id. */
export function saveDownload(token: string, id: string | null, input: DownloadInput) {
  return id
    ? api.patch(`/api/admin/content/downloads/${segment(id)}`, input, {
        token,
        schema: adminDownloadResponseSchema,
      })
    : api.post('/api/admin/content/downloads', input, {
        token,
        schema: adminDownloadResponseSchema,
      });
}

export function useSaveDownload(token: string) {
  return useAdminWrite(
    ['downloads'],
    'save',
    ({ id, input }: { id: string | null; input: DownloadInput }) => saveDownload(token, id, input),
  );
}
