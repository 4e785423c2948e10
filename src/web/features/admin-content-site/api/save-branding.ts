import type { z } from 'zod';
import {
  adminBrandingResponseSchema,
  type brandingUpdateSchema,
} from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

export type BrandingInput = z.output<typeof brandingUpdateSchema>;

/** PUT /api/admin/content/branding (any subset of the keys). */
export function saveBranding(token: string, input: BrandingInput) {
  return api.put('/api/admin/content/branding', input, {
    token,
    schema: adminBrandingResponseSchema,
  });
}

export function useSaveBranding(token: string) {
  return useAdminWrite(['site_branding'], 'save', (input: BrandingInput) =>
    saveBranding(token, input),
  );
}
