import { describe, expect, it } from 'vitest';
import { convertedExpiry } from './upgrade';

const now = new Date('2026-11-01T10:00:00Z');
const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000);
const monthly = { priceCents: 20_000, durationMonths: 1 };
const premium = { priceCents: 40_000, durationMonths: 1 };

describe('convertedExpiry', () => {
  it('halves the time left when the new package costs twice as much per day, and the reverse', () => {
    expect(convertedExpiry(inDays(20), monthly, premium, now)).toEqual(inDays(10));
    expect(convertedExpiry(inDays(10), premium, monthly, now)).toEqual(inDays(20));
  });

  it('keeps the expiry when it has passed, or a side has no price per day', () => {
    expect(convertedExpiry(inDays(-1), monthly, premium, now)).toEqual(inDays(-1));
    expect(convertedExpiry(null, monthly, premium, now)).toBeNull();
    expect(convertedExpiry(inDays(5), { priceCents: 0, durationMonths: 0 }, premium, now)).toEqual(
      inDays(5),
    );
  });
});
