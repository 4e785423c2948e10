import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DownloadCountResponse } from '@shared/contracts/public-site';
import { api } from '@/lib/api-client';

/** POST /api/public/downloads/:id/count (increment_download_count). */
export function countDownload(id: string): Promise<DownloadCountResponse> {
  return api.post<DownloadCountResponse>(`/api/public/downloads/${encodeURIComponent(id)}/count`);
}

export function useCountDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: countDownload,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['downloads'] }),
  });
}
