import { useQuery } from '@tanstack/react-query';
import { adminSpecialsResponseSchema } from '@shared/contracts/admin-content';
import { adminContentOptions } from '@/lib/admin-content';

/** GET /api/admin/content/specials: every pricing special. */
export const specialsPath = '/api/admin/content/specials';

export function useSpecials(token: string) {
  return useQuery(
    adminContentOptions('pricing_specials', specialsPath, adminSpecialsResponseSchema, token),
  );
}
