import { describe, expect, it } from 'vitest';
import type { PublicPackage } from '../contracts/packages';
import {
  cardFeatures,
  durationValue,
  fallbackPackages,
  freeTrialPackage,
  planButtonLabel,
  savingCents,
  withFreeTrial,
} from './pricing';

const pkg = (over: Partial<PublicPackage>): PublicPackage => ({
  ...fallbackPackages[0]!,
  ...over,
});

describe('fallback packages', () => {
  it('are Month to Month R200, 3 Months R500 (featured) and 6 Months R900', () => {
    expect(fallbackPackages.map((p) => [p.name, p.priceCents, p.duration, p.isFeatured])).toEqual([
      ['Month to Month', 20_000, '1 Month', false],
      ['3 Months', 50_000, '3 Months', true],
      ['6 Months', 90_000, '6 Months', false],
    ]);
  });
});

describe('withFreeTrial', () => {
  it('adds the free trial first when no package is free', () => {
    const list = withFreeTrial([pkg({ id: 'b', sortOrder: 2 }), pkg({ id: 'a', sortOrder: 1 })]);
    expect(list.map((p) => p.id)).toEqual([freeTrialPackage.id, 'a', 'b']);
  });

  it('adds nothing when a trial or a zero-price package exists', () => {
    expect(withFreeTrial([pkg({ id: 't', isFreeTrial: true, priceCents: 0 })])).toHaveLength(1);
    expect(withFreeTrial([pkg({ id: 'z', priceCents: 0 })])).toHaveLength(1);
  });
});

describe('card rules', () => {
  it('saving is original minus price, never negative', () => {
    expect(savingCents({ priceCents: 50_000, originalPriceCents: 60_000 })).toBe(10_000);
    expect(savingCents({ priceCents: 50_000, originalPriceCents: null })).toBe(0);
    expect(savingCents({ priceCents: 50_000, originalPriceCents: 40_000 })).toBe(0);
  });

  it('shows the first two features only', () => {
    expect(cardFeatures({ features: ['a', 'b', 'c'] })).toEqual(['a', 'b']);
  });

  it('labels the button Buy Now, GET SPECIAL! or Get Free Trial', () => {
    expect(planButtonLabel({ isFreeTrial: false, priceCents: 100 }, false)).toBe('Buy Now');
    expect(planButtonLabel({ isFreeTrial: false, priceCents: 100 }, true)).toBe('GET SPECIAL!');
    expect(planButtonLabel({ isFreeTrial: true, priceCents: 0 }, true)).toBe('Get Free Trial');
    expect(planButtonLabel({ isFreeTrial: false, priceCents: 0 }, false)).toBe('Get Free Trial');
  });

  it('maps a package to the order form duration value', () => {
    expect(durationValue(freeTrialPackage)).toBe('free-trial');
    expect(durationValue({ isFreeTrial: false, priceCents: 1, durationMonths: 1 })).toBe('1-month');
    expect(durationValue({ isFreeTrial: false, priceCents: 1, durationMonths: 6 })).toBe(
      '6-months',
    );
  });
});
