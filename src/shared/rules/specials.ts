/**
 * Matching a pricing special to a package (SPEC.md section 5): a special matches a package by name
 * or by month count, and by original price within 0.01 (one cent). Pure: the pricing cards, the
 * specials popup and the server's checks all use it.
 */

export interface SpecialMatchInput {
  packageName: string;
  durationMonths?: number | null;
  originalPriceCents: number;
}

export interface PackageMatchInput {
  name: string;
  durationMonths: number;
  priceCents: number;
}

/** Prices match within 0.01 rand. */
export const specialPriceToleranceCents = 1;

function normaliseName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * The month count a name speaks of: '6 Months' -> 6, '12-month deal' -> 12, 'Month to Month' -> 1,
 * '1 Year' -> 12; null when it names none.
 */
export function monthCountFromName(name: string): number | null {
  const text = normaliseName(name);
  const months = /(\d+)\s*-?\s*months?\b/.exec(text);
  if (months) return Number(months[1]);
  const years = /(\d+)\s*-?\s*years?\b/.exec(text);
  if (years) return Number(years[1]) * 12;
  if (/\bmonth to month\b|\bmonthly\b/.test(text)) return 1;
  return null;
}

export function specialMatchesPackage(special: SpecialMatchInput, pkg: PackageMatchInput): boolean {
  const samePrice =
    Math.abs(special.originalPriceCents - pkg.priceCents) <= specialPriceToleranceCents;
  if (!samePrice) return false;
  if (normaliseName(special.packageName) === normaliseName(pkg.name)) return true;
  const specialMonths = special.durationMonths ?? monthCountFromName(special.packageName);
  // A free trial (0 months) never matches by month count.
  return specialMonths !== null && specialMonths > 0 && specialMonths === pkg.durationMonths;
}

/** The first special (in the given order) that matches the package, if any. */
export function findSpecialFor<S extends SpecialMatchInput>(
  pkg: PackageMatchInput,
  specials: readonly S[],
): S | undefined {
  return specials.find((special) => specialMatchesPackage(special, pkg));
}
