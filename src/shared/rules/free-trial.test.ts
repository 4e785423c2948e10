import { describe, expect, it } from 'vitest';
import { isTrialBlockedToday } from './free-trial';
import { johannesburgDateKey } from './johannesburg-time';

describe('free-trial rules', () => {
  it('takes the date in Johannesburg, two hours ahead of UTC', () => {
    expect(johannesburgDateKey(new Date('2026-11-27T21:59:00Z'))).toBe('2026-11-27');
    expect(johannesburgDateKey(new Date('2026-11-27T22:00:00Z'))).toBe('2026-11-28');
  });

  it('blocks trials on sport event days only', () => {
    const days = ['2026-11-28'];
    expect(isTrialBlockedToday(new Date('2026-11-28T08:00:00Z'), days)).toBe(true);
    expect(isTrialBlockedToday(new Date('2026-11-29T08:00:00Z'), days)).toBe(false);
    expect(isTrialBlockedToday(new Date('2026-11-27T22:30:00Z'), days)).toBe(true);
  });
});
