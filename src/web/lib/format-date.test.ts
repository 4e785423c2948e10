import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('dates as shown', () => {
  it('reads the Johannesburg calendar, two hours ahead of UTC', () => {
    expect(formatDate('2026-03-03T12:35:00Z')).toBe('3 March 2026');
    expect(formatDate(new Date('2026-12-31T23:59:00Z'))).toBe('1 January 2027');
    expect(formatDateTime('2026-03-03T12:35:00Z')).toBe('03 Mar 2026, 14:35');
    expect(formatDateTime('2026-09-30T22:05:00Z')).toBe('01 Oct 2026, 00:05');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
