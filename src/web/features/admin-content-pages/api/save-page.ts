import type { z } from 'zod';
import {
  adminContentPageResponseSchema,
  type contentPageUpdateSchema,
} from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { segment } from '@/lib/admin-content';
import { api } from '@/lib/api-client';

export type PageInput = z.output<typeof contentPageUpdateSchema>;

/** PUT /api/admin/content/pages/:slug. */
export function savePage(token: string, slug: string, input: PageInput) {
  return api.put(`/api/admin/content/pages/${segment(slug)}`, input, {
    token,
    schema: adminContentPageResponseSchema,
  });
}

export function useSavePage(token: string) {
  return useAdminWrite(
    ['content_pages'],
    'save',
    ({ slug, input }: { slug: string; input: PageInput }) => savePage(token, slug, input),
  );
}
