import { useQuery } from '@tanstack/react-query';
import { adminArticlesResponseSchema } from '@shared/contracts/admin-content';
import { adminContentOptions } from '@/lib/admin-content';

/** GET /api/admin/content/knowledge-base: every article, drafts too, and the categories in use. */
export function useArticles(token: string) {
  return useQuery(
    adminContentOptions(
      'knowledge_base_articles',
      '/api/admin/content/knowledge-base',
      adminArticlesResponseSchema,
      token,
    ),
  );
}
