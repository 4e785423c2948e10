import { asc, eq } from 'drizzle-orm';
import type { PublicPackage } from '@shared/contracts/packages';
import type { Db } from '../../db/client';
import { packages } from '../../db/schema/index';

/** Active packages in the admin's order (SPEC.md section 7: packages by sort_order ascending). */
export async function listPublicPackages(db: Db): Promise<PublicPackage[]> {
  return db
    .select({
      id: packages.id,
      name: packages.name,
      priceCents: packages.priceCents,
      originalPriceCents: packages.originalPriceCents,
      duration: packages.duration,
      durationMonths: packages.durationMonths,
      durationHours: packages.durationHours,
      features: packages.features,
      description: packages.description,
      isFeatured: packages.isFeatured,
      isFreeTrial: packages.isFreeTrial,
      sortOrder: packages.sortOrder,
      maxConnections: packages.maxConnections,
    })
    .from(packages)
    .where(eq(packages.isActive, true))
    .orderBy(asc(packages.sortOrder), asc(packages.name));
}
