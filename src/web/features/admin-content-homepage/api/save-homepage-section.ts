import type { z } from 'zod';
import {
  adminHomepageSectionResponseSchema,
  type homepageSectionCreateSchema,
  type homepageSectionUpdateSchema,
} from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { segment } from '@/lib/admin-content';
import { api } from '@/lib/api-client';

export type HomepageSectionInput =
  z.output<typeof homepageSectionCreateSchema> | z.output<typeof homepageSectionUpdateSchema>;

/** POST /api/admin/content/homepage or PATCH /api/admin/content/homepage/:id. */
export function saveHomepageSection(token: string, id: string | null, input: HomepageSectionInput) {
  return id
    ? api.patch(`/api/admin/content/homepage/${segment(id)}`, input, {
        token,
        schema: adminHomepageSectionResponseSchema,
      })
    : api.post('/api/admin/content/homepage', input, {
        token,
        schema: adminHomepageSectionResponseSchema,
      });
}

export function useSaveHomepageSection(token: string) {
  return useAdminWrite(
    ['homepage_content'],
    'save',
    ({ id, input }: { id: string | null; input: HomepageSectionInput }) =>
      saveHomepageSection(token, id, input),
  );
}
