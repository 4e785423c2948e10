import { describe, expect, it } from 'vitest';
import { formatJohannesburgTime } from './johannesburg-time';

describe('formatJohannesburgTime', () => {
  it('shows the time in Johannesburg (UTC+2), with the date when it is another day', () => {
    const now = new Date('2030-06-01T08:00:00Z');
    expect(formatJohannesburgTime('2030-06-01T12:45:00Z', now)).toBe('14:45');
    expect(formatJohannesburgTime(new Date('2030-06-01T22:30:00Z'), now)).toBe('02 Jun, 00:30');
    expect(formatJohannesburgTime('not a date', now)).toBe('');
  });
});
