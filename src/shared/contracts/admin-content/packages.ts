import { z } from 'zod';
import { publicPackageSchema } from '../packages';
import { isoDate, patchOf, text, nullableText, cents, stringList } from './fields';

// 1. Packages: /api/admin/content/packages
// GET            { items: AdminPackage[] } (all, inactive too, by sort order)
// POST           packageCreateSchema -> { package }
// PATCH /:id     packageUpdateSchema -> { package } (isActive, isFeatured, isFreeTrial, prices...)
// PUT /order     reorderRequestSchema -> { items }
// DELETE /:id    -> { success } (prefer deactivating: orders keep the name, not a reference)

export const packageCreateSchema = z.object({
  name: text('name', 120),
  priceCents: cents('priceCents'),
  originalPriceCents: cents('originalPriceCents').nullable().default(null),
  duration: text('duration', 60),
  durationMonths: z.number().int('durationMonths must be whole').min(0).max(120),
  durationHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 31)
    .nullable()
    .default(null),
  features: stringList('features', 40, 200).default([]),
  description: nullableText('description', 2000).default(null),
  isFeatured: z.boolean().default(false),
  isFreeTrial: z.boolean().default(false),
  isActive: z.boolean().default(true),
  maxConnections: z.number().int().min(1).max(20).default(1),
});
export type PackageCreate = z.input<typeof packageCreateSchema>;
export const packageUpdateSchema = patchOf(packageCreateSchema);
export type PackageUpdate = z.input<typeof packageUpdateSchema>;

/** The public package, with what only the admin sees. */
export const adminPackageSchema = publicPackageSchema.extend({
  isActive: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;
export const adminPackageResponseSchema = z.object({ package: adminPackageSchema });
export const adminPackagesResponseSchema = z.object({ items: z.array(adminPackageSchema) });
