import type { z } from 'zod';
import {
  adminSpecialResponseSchema,
  type specialCreateSchema,
  type specialUpdateSchema,
} from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { segment } from '@/lib/admin-content';
import { api } from '@/lib/api-client';

export type SpecialInput =
  z.output<typeof specialCreateSchema> | z.output<typeof specialUpdateSchema>;

/** POST /api/admin/content/specials or PATCH /api/admin/content/specials/:id. */
export function saveSpecial(token: string, id: string | null, input: SpecialInput) {
  return id
    ? api.patch(`/api/admin/content/specials/${segment(id)}`, input, {
        token,
        schema: adminSpecialResponseSchema,
      })
    : api.post('/api/admin/content/specials', input, { token, schema: adminSpecialResponseSchema });
}

export function useSaveSpecial(token: string) {
  return useAdminWrite(
    ['pricing_specials'],
    'save',
    ({ id, input }: { id: string | null; input: SpecialInput }) => saveSpecial(token, id, input),
  );
}
