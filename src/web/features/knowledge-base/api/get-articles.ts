import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KnowledgeBaseListResponse } from '@shared/contracts/public-site';
import { api } from '@/lib/api-client';

export interface ArticleFilter {
  q?: string;
  category?: string;
}

/** GET /api/public/knowledge-base?q=&category= */
export function getArticles(
  filter: ArticleFilter,
  signal?: AbortSignal,
): Promise<KnowledgeBaseListResponse> {
  const params = new URLSearchParams();
  if (filter.q?.trim()) params.set('q', filter.q.trim());
  if (filter.category) params.set('category', filter.category);
  const query = params.toString();
  return api.get<KnowledgeBaseListResponse>(
    `/api/public/knowledge-base${query ? `?${query}` : ''}`,
    { signal },
  );
}

export const articlesQueryOptions = (filter: ArticleFilter) =>
  queryOptions({
    queryKey: ['knowledge_base_articles', 'list', filter.q?.trim() ?? '', filter.category ?? ''],
    queryFn: ({ signal }) => getArticles(filter, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useArticles(filter: ArticleFilter) {
  return useQuery(articlesQueryOptions(filter));
}
