import { describe, expect, it } from 'vitest';
import { formatRand, formatRandShort } from './money';

describe('formatRand', () => {
  it('shows rand with a space between thousands and two decimals', () => {
    expect(formatRand(123_400)).toBe('R 1 234.00');
    expect(formatRand(0)).toBe('R 0.00');
    expect(formatRand(5)).toBe('R 0.05');
    expect(formatRand(1_099_900)).toBe('R 10 999.00');
    expect(formatRand(-1200)).toBe('-R 12.00');
  });
});

describe('formatRandShort', () => {
  it('drops .00 and keeps real cents', () => {
    expect(formatRandShort(20_000)).toBe('R200');
    expect(formatRandShort(149_900)).toBe('R1 499');
    expect(formatRandShort(19_950)).toBe('R199.50');
  });
});
