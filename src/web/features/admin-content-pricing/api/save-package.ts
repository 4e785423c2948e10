import type { z } from 'zod';
import {
  adminPackageResponseSchema,
  type AdminPackage,
  type packageCreateSchema,
  type packageUpdateSchema,
} from '@shared/contracts/admin-content';
import { useAdminWrite } from '@/lib/admin-query';
import { segment } from '@/lib/admin-content';
import { api } from '@/lib/api-client';

/**
 * Every editable field of a package as stored, for a PATCH that changes a few of them: the update
 * schema fills absent fields with the create defaults, so a PATCH always sends the whole row.
 */
export function packageInputOf(pkg: AdminPackage) {
  return {
    name: pkg.name,
    priceCents: pkg.priceCents,
    originalPriceCents: pkg.originalPriceCents,
    duration: pkg.duration,
    durationMonths: pkg.durationMonths,
    durationHours: pkg.durationHours,
    features: pkg.features,
    description: pkg.description,
    isFeatured: pkg.isFeatured,
    isFreeTrial: pkg.isFreeTrial,
    isActive: pkg.isActive,
    maxConnections: pkg.maxConnections,
  };
}

export type PackageInput =
  z.output<typeof packageCreateSchema> | z.output<typeof packageUpdateSchema>;

/** POST /api/admin/content/packages (new) or PATCH /api/admin/content/packages/:id (edit, toggle). */
export function savePackage(token: string, id: string | null, input: PackageInput) {
  return id
    ? api.patch(`/api/admin/content/packages/${segment(id)}`, input, {
        token,
        schema: adminPackageResponseSchema,
      })
    : api.post('/api/admin/content/packages', input, { token, schema: adminPackageResponseSchema });
}

export function useSavePackage(token: string) {
  return useAdminWrite(
    ['packages'],
    'save',
    ({ id, input }: { id: string | null; input: PackageInput }) => savePackage(token, id, input),
  );
}
