import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KnowledgeBaseListResponse } from '@shared/contracts/public-site';
import { api } from '@/lib/api-client';
import { searchString } from '@/lib/list-query';

export interface ArticleFilter {
  q?: string;
  category?: string;
}

/** GET /api/public/knowledge-base?q=&category= */
export function getArticles(
  filter: ArticleFilter,
  signal?: AbortSignal,
): Promise<KnowledgeBaseListResponse> {
  return api.get<KnowledgeBaseListResponse>(
    `/api/public/knowledge-base${searchString({ q: filter.q, category: filter.category })}`,
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
