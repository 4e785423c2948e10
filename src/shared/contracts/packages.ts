import { z } from 'zod';

/** A package as the public site shows it. Money in integer cents. */
export const publicPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  originalPriceCents: z.number().int().nullable(),
  duration: z.string(),
  durationMonths: z.number().int(),
  durationHours: z.number().int().nullable(),
  features: z.array(z.string()),
  description: z.string().nullable(),
  isFeatured: z.boolean(),
  isFreeTrial: z.boolean(),
  sortOrder: z.number().int(),
  maxConnections: z.number().int(),
});
export type PublicPackage = z.infer<typeof publicPackageSchema>;

export const publicPackagesResponseSchema = z.object({ packages: z.array(publicPackageSchema) });
export type PublicPackagesResponse = z.infer<typeof publicPackagesResponseSchema>;
