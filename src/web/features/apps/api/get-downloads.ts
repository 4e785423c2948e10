import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Download, DownloadsResponse } from '@shared/contracts/public-site';
import { api } from '@/lib/api-client';

/** GET /api/public/downloads: active apps, featured first, then sort order. */
export function getDownloads(signal?: AbortSignal): Promise<Download[]> {
  return api.get<DownloadsResponse>('/api/public/downloads', { signal }).then((r) => r.downloads);
}

export const downloadsQueryOptions = () =>
  queryOptions({
    queryKey: ['downloads', 'public'],
    queryFn: ({ signal }) => getDownloads(signal),
    staleTime: 30_000,
  });

const app = (
  id: string,
  name: string,
  description: string,
  deviceCompatibility: string[],
  isFeatured: boolean,
  sortOrder: number,
): Download => ({
  id,
  name,
  description,
  downloadUrl: null,
  fileType: null,
  fileSize: null,
  version: null,
  deviceCompatibility,
  installationGuide: null,
  downloadCount: 0,
  isFeatured,
  qrCodeData: null,
  logoUrl: null,
  sortOrder,
});

/** Shown when the apps cannot be loaded (SPEC.md section 8): names only, ask us for the links. */
export const fallbackDownloads: Download[] = [
  app(
    'fallback-smarters',
    'IPTV Smarters Pro',
    'Our recommended player for Android, iPhone, iPad and Smart TVs.',
    ['android', 'ios', 'smart-tv-android'],
    true,
    0,
  ),
  app(
    'fallback-tivimate',
    'TiviMate',
    'A TV-guide style player for Android TV and boxes.',
    ['android-box', 'firestick'],
    false,
    1,
  ),
  app(
    'fallback-vlc',
    'VLC media player',
    'Plays your playlist link on Windows and Mac.',
    ['pc'],
    false,
    2,
  ),
];

export function useDownloads() {
  const query = useQuery(downloadsQueryOptions());
  return {
    downloads: query.isError ? fallbackDownloads : (query.data ?? []),
    isLoading: query.isPending,
    isFallback: query.isError,
  };
}
