import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedImage, ImagesResponse } from '@shared/contracts/public-site';
import { api } from '@/lib/api-client';
import { queryFreshness } from '@/lib/query-client';

/** GET /api/public/images?keys=a,b: managed images by key, with versioned URLs. */
export function getImages(keys: readonly string[], signal?: AbortSignal): Promise<ManagedImage[]> {
  const query = keys.length > 0 ? `?keys=${keys.map(encodeURIComponent).join(',')}` : '';
  return api.get<ImagesResponse>(`/api/public/images${query}`, { signal }).then((r) => r.images);
}

export const imagesQueryOptions = (keys: readonly string[]) =>
  queryOptions({
    ...queryFreshness.imageRegistry,
    queryKey: ['image_registry', [...keys].sort().join(',')],
    queryFn: ({ signal }) => getImages(keys, signal),
  });

/** The versioned URL of each key asked for that exists; a failure gives none. */
export function useImageUrls(keys: readonly string[]): Partial<Record<string, ManagedImage>> {
  const { data } = useQuery(imagesQueryOptions(keys));
  return Object.fromEntries((data ?? []).map((image) => [image.key, image]));
}
