import type { PublicPackage } from '../contracts/packages';

/**
 * Display rules of the pricing section (SPEC.md sections 2, 8 and 9). Pure: the cards, the order
 * form and tests share them.
 */

/** Shown only when the packages cannot be loaded at all (SPEC.md section 8, DESIGN.md 9.1). */
export const fallbackPackages: readonly PublicPackage[] = [
  fallback('fallback-1', 'Month to Month', 20_000, '1 Month', 1, false, 1),
  fallback('fallback-3', '3 Months', 50_000, '3 Months', 3, true, 2),
  fallback('fallback-6', '6 Months', 90_000, '6 Months', 6, false, 3),
];

/** The 24-hour free trial (not on sport event days), added when no free package exists. */
export const freeTrialPackage: PublicPackage = {
  id: 'free-trial',
  name: 'Free Trial',
  priceCents: 0,
  originalPriceCents: null,
  duration: '24 Hours',
  durationMonths: 0,
  durationHours: 24,
  features: ['Full access for 24 hours', 'Not available on sport event days'],
  description: 'Try the service free for 24 hours before you pay.',
  isFeatured: false,
  isFreeTrial: true,
  sortOrder: -1,
  maxConnections: 1,
};

function fallback(
  id: string,
  name: string,
  priceCents: number,
  duration: string,
  durationMonths: number,
  isFeatured: boolean,
  sortOrder: number,
): PublicPackage {
  return {
    id,
    name,
    priceCents,
    originalPriceCents: null,
    duration,
    durationMonths,
    durationHours: null,
    features: ['2,475+ live channels', 'HD and Full HD streams', 'WhatsApp support 9am-8pm'],
    description: null,
    isFeatured,
    isFreeTrial: false,
    sortOrder,
    maxConnections: 1,
  };
}

export function isFreePackage(pkg: Pick<PublicPackage, 'isFreeTrial' | 'priceCents'>): boolean {
  return pkg.isFreeTrial || pkg.priceCents === 0;
}

/** The packages in sort order, with the free trial first when none of them is free. */
export function withFreeTrial(packages: readonly PublicPackage[]): PublicPackage[] {
  const sorted = [...packages].sort((a, b) => a.sortOrder - b.sortOrder);
  return sorted.some(isFreePackage) ? sorted : [freeTrialPackage, ...sorted];
}

/** 'Save R{difference}': original price minus price, when there is a saving. */
export function savingCents(pkg: Pick<PublicPackage, 'priceCents' | 'originalPriceCents'>): number {
  if (pkg.originalPriceCents === null) return 0;
  return Math.max(0, pkg.originalPriceCents - pkg.priceCents);
}

/** Only the first two features are shown on a card. */
export const featuresShownPerCard = 2;
export function cardFeatures(pkg: Pick<PublicPackage, 'features'>): string[] {
  return pkg.features.slice(0, featuresShownPerCard);
}

export type PlanButtonLabel = 'Buy Now' | 'GET SPECIAL!' | 'Get Free Trial';

export function planButtonLabel(
  pkg: Pick<PublicPackage, 'isFreeTrial' | 'priceCents'>,
  hasSpecial: boolean,
): PlanButtonLabel {
  if (isFreePackage(pkg)) return 'Get Free Trial';
  return hasSpecial ? 'GET SPECIAL!' : 'Buy Now';
}

/**
 * The order form's duration value for a package: 'free-trial' for the trial, else the month count
 * ('1-month', '3-months', ...), so `selectDuration` and `selectPackage` agree on one vocabulary.
 */
export function durationValue(
  pkg: Pick<PublicPackage, 'isFreeTrial' | 'priceCents' | 'durationMonths'>,
): string {
  if (isFreePackage(pkg)) return 'free-trial';
  return pkg.durationMonths === 1 ? '1-month' : `${pkg.durationMonths}-months`;
}
