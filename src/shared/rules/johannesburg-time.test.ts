import { describe, expect, it } from 'vitest';
import {
  addJohannesburgMonths,
  formatJohannesburgDate,
  formatJohannesburgDayTime,
  johannesburgClock,
  johannesburgMonthKey,
  parseJohannesburgDate,
  startOfJohannesburgDay,
  startOfJohannesburgMonth,
  startOfJohannesburgWeek,
} from './johannesburg-time';

describe('Johannesburg calendar', () => {
  // 23:30 UTC on 31 Oct is already 01:30 on 1 Nov in Johannesburg.
  const lateOctUtc = new Date('2026-10-31T23:30:00Z');

  it('puts days and months on Johannesburg midnight', () => {
    expect(startOfJohannesburgDay(lateOctUtc).toISOString()).toBe('2026-10-31T22:00:00.000Z');
    expect(startOfJohannesburgMonth(lateOctUtc).toISOString()).toBe('2026-10-31T22:00:00.000Z');
    expect(startOfJohannesburgMonth(lateOctUtc, -1).toISOString()).toBe('2026-09-30T22:00:00.000Z');
    expect(johannesburgMonthKey(lateOctUtc)).toBe('2026-11');
  });

  it('starts weeks on Monday', () => {
    // Saturday 21 Nov 2026 -> Monday 16 Nov.
    expect(startOfJohannesburgWeek(new Date('2026-11-21T10:00:00Z')).toISOString()).toBe(
      '2026-11-15T22:00:00.000Z',
    );
  });

  it('reads plain dates as Johannesburg midnight and formats for messages', () => {
    expect(parseJohannesburgDate('2026-12-01').toISOString()).toBe('2026-11-30T22:00:00.000Z');
    expect(formatJohannesburgDate(new Date('2026-11-30T22:00:00Z'))).toBe('1 Dec 2026');
  });

  it('shows wall-clock times in Johannesburg, 24-hour', () => {
    expect(johannesburgClock(new Date('2026-06-01T21:05:00Z'))).toBe('23:05');
    expect(johannesburgClock(new Date('2026-06-01T22:05:00Z'))).toBe('00:05');
    expect(formatJohannesburgDayTime(new Date('2026-06-01T22:30:00Z'))).toBe('02 Jun, 00:30');
  });

  it('adds calendar months, clamping to the month end', () => {
    expect(addJohannesburgMonths(new Date('2026-01-31T08:00:00+02:00'), 1).toISOString()).toBe(
      '2026-02-28T06:00:00.000Z',
    );
    expect(addJohannesburgMonths(new Date('2026-11-15T00:00:00+02:00'), 3).toISOString()).toBe(
      '2027-02-14T22:00:00.000Z',
    );
  });
});
