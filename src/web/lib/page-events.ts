/**
 * The landing page's window events (SPEC.md sections 2 and 4): sections talk to the order form and
 * to each other through them, so no feature imports another.
 *
 * - `selectDuration` (detail: a duration value such as 'free-trial'): the order form selects it;
 * - `selectPackage` (detail: { name, priceCents, duration }): the order form selects the package;
 * - `streamTestResult` (detail: the formatted summary): fills the order form's internet speed;
 * - `pricingUpdated` (no detail): the pricing section reloads.
 */

export const pageEvents = {
  selectDuration: 'selectDuration',
  selectPackage: 'selectPackage',
  streamTestResult: 'streamTestResult',
  pricingUpdated: 'pricingUpdated',
} as const;

export interface SelectPackageDetail {
  name: string;
  priceCents: number;
  /** The order form's duration value ('free-trial', '1-month', '3-months', ...). */
  duration: string;
}

export interface PageEventDetails {
  selectDuration: string;
  selectPackage: SelectPackageDetail;
  streamTestResult: string;
  pricingUpdated: undefined;
}

export type PageEventName = keyof PageEventDetails;

const lastDetails = new Map<PageEventName, unknown>();

export function dispatchPageEvent<K extends PageEventName>(
  name: K,
  ...detail: PageEventDetails[K] extends undefined ? [] : [PageEventDetails[K]]
): void {
  lastDetails.set(name, detail[0]);
  window.dispatchEvent(new CustomEvent(name, { detail: detail[0] }));
}

/**
 * The last detail sent on this page, so a listener that mounts late (the order form loads its code
 * when scrolled to) still gets a choice made just before.
 */
export function lastPageEvent<K extends PageEventName>(name: K): PageEventDetails[K] | undefined {
  return lastDetails.get(name) as PageEventDetails[K] | undefined;
}

/** For tests. */
export function forgetPageEvents(): void {
  lastDetails.clear();
}

/** Listens to a page event; returns the unsubscribe function (for useEffect). */
export function onPageEvent<K extends PageEventName>(
  name: K,
  listener: (detail: PageEventDetails[K]) => void,
): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<PageEventDetails[K]>).detail);
  window.addEventListener(name, handler);
  return () => window.removeEventListener(name, handler);
}

/** The free-trial button's event fires this long after the click (SPEC.md section 2). */
export const selectDurationDelayMs = 500;
