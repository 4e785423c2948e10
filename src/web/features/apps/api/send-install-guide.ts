import { useMutation } from '@tanstack/react-query';
import type { InstallGuideRequest, InstallGuideResponse } from '@shared/contracts/ordering';
import { api } from '@/lib/api-client';

export interface SendInstallGuideInput {
  downloadId: string;
  body: InstallGuideRequest;
}

/**
 * POST /api/public/downloads/:id/guide (send-installation-guide): the channels the guide went by and
 * the ones refused with the reason ('Partially Sent'); 400 when nothing could go, 422 without a guide.
 */
export function sendInstallGuide({
  downloadId,
  body,
}: SendInstallGuideInput): Promise<InstallGuideResponse> {
  return api.post<InstallGuideResponse>(
    `/api/public/downloads/${encodeURIComponent(downloadId)}/guide`,
    body,
  );
}

export function useSendInstallGuide() {
  return useMutation({ mutationFn: sendInstallGuide });
}
