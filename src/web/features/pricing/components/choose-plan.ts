import type { PublicPackage } from '@shared/contracts/packages';
import type { PricingSpecial } from '@shared/contracts/public-site';
import { durationValue } from '@shared/rules/pricing';
import { dispatchPageEvent } from '@/lib/page-events';
import { scrollToSection } from '@/lib/sections';

/**
 * A plan's button: scroll to the order form, then preselect the package and its duration there
 * (`selectPackage` and `selectDuration` page events; the order form also reads the last ones when it
 * mounts later).
 */
export async function choosePlan(pkg: PublicPackage, special?: PricingSpecial): Promise<void> {
  const duration = durationValue(pkg);
  dispatchPageEvent('selectPackage', {
    name: pkg.name,
    priceCents: special?.specialPriceCents ?? pkg.priceCents,
    duration,
  });
  dispatchPageEvent('selectDuration', duration);
  await scrollToSection('order');
}
