import {
  formatJohannesburgDayTime,
  johannesburgClock,
  johannesburgDateKey,
} from '@shared/rules/johannesburg-time';

/**
 * Times are shown in Africa/Johannesburg (DESIGN.md section 7), whatever the browser's zone. Fixed
 * UTC+2 arithmetic, not Intl with a time zone: the sign-in pages show these, and a phone's first
 * time-zone formatter costs tens of milliseconds of loading zone data.
 */

/** '14:35' for a time later today in Johannesburg, '03 Mar, 14:35' for another day. */
export function formatJohannesburgTime(value: Date | string, now = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = johannesburgDateKey(date) === johannesburgDateKey(now);
  return sameDay ? johannesburgClock(date) : formatJohannesburgDayTime(date);
}
