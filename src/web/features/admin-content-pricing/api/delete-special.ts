import { contentOkResponseSchema } from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { segment } from '@/lib/admin-content';
import { api } from '@/lib/api-client';

/** DELETE /api/admin/content/specials/:id. */
export function deleteSpecial(token: string, id: string) {
  return api.delete(`/api/admin/content/specials/${segment(id)}`, {
    token,
    schema: contentOkResponseSchema,
  });
}

export function useDeleteSpecial(token: string) {
  return useAdminWrite(['pricing_specials'], 'delete', (id: string) => deleteSpecial(token, id));
}
