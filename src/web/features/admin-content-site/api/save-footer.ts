import type { z } from 'zod';
import {
  adminFooterResponseSchema,
  type footerUpdateSchema,
} from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { api } from '@/lib/api-client';

export type FooterInput = z.output<typeof footerUpdateSchema>;

/** PUT /api/admin/content/footer. */
export function saveFooter(token: string, input: FooterInput) {
  return api.put('/api/admin/content/footer', input, { token, schema: adminFooterResponseSchema });
}

export function useSaveFooter(token: string) {
  return useAdminWrite(['footer_content'], 'save', (input: FooterInput) =>
    saveFooter(token, input),
  );
}
