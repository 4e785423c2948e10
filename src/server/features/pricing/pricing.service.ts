import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Banner, PricingSpecial } from '@shared/contracts/public-site';
import type { Db } from '../../db/client';
import { banners, pricingSpecials } from '../../db/schema/index';

/**
 * Active specials for the public audience ('public' or 'all') whose window is open at `now`
 * (get_public_pricing_specials). Cheapest special first within a package.
 */
export async function listPublicSpecials(db: Db, now = new Date()): Promise<PricingSpecial[]> {
  const rows = await db
    .select()
    .from(pricingSpecials)
    .where(
      and(
        eq(pricingSpecials.isActive, true),
        inArray(pricingSpecials.audience, ['public', 'all']),
        lte(pricingSpecials.startsAt, now),
        or(isNull(pricingSpecials.endsAt), gt(pricingSpecials.endsAt, now)),
      ),
    )
    .orderBy(asc(pricingSpecials.durationMonths), asc(pricingSpecials.specialPriceCents));
  return rows.map((row) => ({
    id: row.id,
    packageName: row.packageName,
    durationMonths: row.durationMonths,
    originalPriceCents: row.originalPriceCents,
    specialPriceCents: row.specialPriceCents,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  }));
}

/** When the set of open specials next changes by itself: the earliest future start or end. */
export async function nextSpecialsChange(db: Db, now = new Date()): Promise<number | null> {
  const rows = await db
    .select({ startsAt: pricingSpecials.startsAt, endsAt: pricingSpecials.endsAt })
    .from(pricingSpecials)
    .where(
      and(
        eq(pricingSpecials.isActive, true),
        or(gt(pricingSpecials.startsAt, now), gt(pricingSpecials.endsAt, now)),
      ),
    );
  let next: number | null = null;
  for (const { startsAt, endsAt } of rows) {
    for (const at of [startsAt, endsAt]) {
      const t = at?.getTime();
      if (t !== undefined && t > now.getTime() && (next === null || t < next)) next = t;
    }
  }
  return next;
}

/** Active banners in the admin's order. */
export async function listActiveBanners(db: Db): Promise<Banner[]> {
  return db
    .select({
      id: banners.id,
      title: banners.title,
      content: banners.content,
      bannerType: banners.bannerType,
    })
    .from(banners)
    .where(eq(banners.isActive, true))
    .orderBy(asc(banners.sortOrder), asc(banners.createdAt));
}
