import { describe, expect, it } from 'vitest';
import { findSpecialFor, monthCountFromName, specialMatchesPackage } from './specials';

const sixMonths = { name: '6 Months', durationMonths: 6, priceCents: 90_000 };

describe('monthCountFromName', () => {
  it.each([
    ['6 Months', 6],
    ['12-month deal', 12],
    ['1 Month', 1],
    ['Month to Month', 1],
    ['2 Years', 24],
    ['Free Trial', null],
  ] as const)('%s -> %s', (name, months) => {
    expect(monthCountFromName(name)).toBe(months);
  });
});

describe('specialMatchesPackage', () => {
  it('matches by name and original price', () => {
    expect(
      specialMatchesPackage({ packageName: '6 months', originalPriceCents: 90_000 }, sixMonths),
    ).toBe(true);
  });

  it('matches by month count when the name differs', () => {
    expect(
      specialMatchesPackage(
        { packageName: 'Half-year special', durationMonths: 6, originalPriceCents: 90_000 },
        sixMonths,
      ),
    ).toBe(true);
    expect(
      specialMatchesPackage(
        { packageName: 'Six: 6 Months', originalPriceCents: 90_000 },
        sixMonths,
      ),
    ).toBe(true);
  });

  it('accepts a price within 0.01 and refuses one further away', () => {
    const special = { packageName: '6 Months', originalPriceCents: 90_001 };
    expect(specialMatchesPackage(special, sixMonths)).toBe(true);
    expect(specialMatchesPackage({ ...special, originalPriceCents: 89_999 }, sixMonths)).toBe(true);
    expect(specialMatchesPackage({ ...special, originalPriceCents: 90_002 }, sixMonths)).toBe(
      false,
    );
    expect(specialMatchesPackage({ ...special, originalPriceCents: 89_998 }, sixMonths)).toBe(
      false,
    );
  });

  it('needs the name or the month count to match, not only the price', () => {
    expect(
      specialMatchesPackage(
        { packageName: '3 Months', durationMonths: 3, originalPriceCents: 90_000 },
        sixMonths,
      ),
    ).toBe(false);
  });

  it('never matches a free trial by month count', () => {
    const trial = { name: 'Free Trial', durationMonths: 0, priceCents: 0 };
    expect(
      specialMatchesPackage(
        { packageName: 'Something', durationMonths: 0, originalPriceCents: 0 },
        trial,
      ),
    ).toBe(false);
  });
});

describe('findSpecialFor', () => {
  it('returns the first matching special', () => {
    const specials = [
      { id: 'a', packageName: '3 Months', originalPriceCents: 50_000 },
      { id: 'b', packageName: '6 Months', originalPriceCents: 90_000 },
      { id: 'c', packageName: '6 Months', originalPriceCents: 90_000 },
    ];
    expect(findSpecialFor(sixMonths, specials)?.id).toBe('b');
    expect(findSpecialFor({ ...sixMonths, priceCents: 95_000 }, specials)).toBeUndefined();
  });
});
