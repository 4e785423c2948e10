import type { z } from 'zod';
import {
  adminArticleResponseSchema,
  type articleCreateSchema,
  type articleUpdateSchema,
} from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { segment } from '@/lib/admin-content';
import { api } from '@/lib/api-client';

export type ArticleInput =
  z.output<typeof articleCreateSchema> | z.output<typeof articleUpdateSchema>;

/** POST /api/admin/content/knowledge-base or PATCH /api/admin/content/knowledge-base/:id. */
export function saveArticle(token: string, id: string | null, input: ArticleInput) {
  return id
    ? api.patch(`/api/admin/content/knowledge-base/${segment(id)}`, input, {
        token,
        schema: adminArticleResponseSchema,
      })
    : api.post('/api/admin/content/knowledge-base', input, {
        token,
        schema: adminArticleResponseSchema,
      });
}

export function useSaveArticle(token: string) {
  return useAdminWrite(
    ['knowledge_base_articles'],
    'save',
    ({ id, input }: { id: string | null; input: ArticleInput }) => saveArticle(token, id, input),
  );
}
