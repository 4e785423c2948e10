import type { z } from 'zod';
import {
  adminReleaseResponseSchema,
  type releaseCreateSchema,
  type releaseUpdateSchema,
} from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { segment } from '@/lib/admin-content';
import { api } from '@/lib/api-client';

export type ReleaseInput =
  z.output<typeof releaseCreateSchema> | z.output<typeof releaseUpdateSchema>;

/** POST /api/admin/content/releases or PATCH /api/admin/content/releases/:id. */
export function saveRelease(token: string, id: string | null, input: ReleaseInput) {
  return id
    ? api.patch(`/api/admin/content/releases/${segment(id)}`, input, {
        token,
        schema: adminReleaseResponseSchema,
      })
    : api.post('/api/admin/content/releases', input, { token, schema: adminReleaseResponseSchema });
}

export function useSaveRelease(token: string) {
  return useAdminWrite(
    ['release_notes'],
    'save',
    ({ id, input }: { id: string | null; input: ReleaseInput }) => saveRelease(token, id, input),
  );
}
