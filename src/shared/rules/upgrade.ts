/**
 * The package upgrade rule (ADR 0012): approving switches the package at once and converts the
 * subscription time that is left from the old package's price into time at the new package's price,
 * so the client neither pays nor loses anything: value left = days left x old price per day; new
 * days left = value left / new price per day. An upgrade (dearer) shortens the time left, a
 * downgrade lengthens it. Without an expiry in the future, or without a usable price per day on
 * either side (free trial, price 0, no months), the expiry stays as it is.
 */
export interface UpgradePackage {
  priceCents: number;
  durationMonths: number;
}

/** A month counted as 30 days for the price per day. */
const daysPerMonth = 30;

export function pricePerDayCents(pkg: UpgradePackage): number | null {
  if (pkg.priceCents <= 0 || pkg.durationMonths <= 0) return null;
  return pkg.priceCents / (pkg.durationMonths * daysPerMonth);
}

export function convertedExpiry(
  expiresAt: Date | null,
  from: UpgradePackage | null,
  to: UpgradePackage,
  now: Date,
): Date | null {
  if (!expiresAt || expiresAt.getTime() <= now.getTime() || !from) return expiresAt;
  const oldRate = pricePerDayCents(from);
  const newRate = pricePerDayCents(to);
  if (oldRate === null || newRate === null) return expiresAt;
  const leftMs = expiresAt.getTime() - now.getTime();
  // Rounded to the minute so repeated views of the same answer agree.
  const newLeftMs = Math.round((leftMs * oldRate) / newRate / 60_000) * 60_000;
  return new Date(now.getTime() + newLeftMs);
}
