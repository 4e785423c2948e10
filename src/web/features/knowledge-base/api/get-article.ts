import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  KnowledgeBaseArticle,
  KnowledgeBaseArticleResponse,
} from '@shared/contracts/public-site';
import { api } from '@/lib/api-client';

/** GET /api/public/knowledge-base/:slug */
export function getArticle(slug: string, signal?: AbortSignal): Promise<KnowledgeBaseArticle> {
  return api
    .get<KnowledgeBaseArticleResponse>(`/api/public/knowledge-base/${encodeURIComponent(slug)}`, {
      signal,
    })
    .then((r) => r.article);
}

export const articleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['knowledge_base_articles', 'article', slug],
    queryFn: ({ signal }) => getArticle(slug, signal),
    staleTime: 60_000,
  });

export function useArticle(slug: string | null) {
  return useQuery({ ...articleQueryOptions(slug ?? ''), enabled: slug !== null });
}
