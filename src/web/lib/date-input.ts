import { johannesburgClock, johannesburgDateKey } from '@shared/rules/johannesburg-time';

/** An ISO time as the Johannesburg calendar day 'YYYY-MM-DD' (for <input type="date">), or ''. */
export function toDateInput(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : johannesburgDateKey(date);
}

/** An ISO time as Johannesburg wall time 'YYYY-MM-DDTHH:mm' (for <input type="datetime-local">). */
export function toDateTimeInput(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${johannesburgDateKey(date)}T${johannesburgClock(date)}`;
}

/** A datetime-local value read as Johannesburg time, as ISO with its offset; '' stays ''. */
export function fromDateTimeInput(value: string): string {
  return value === '' ? '' : `${value.length === 16 ? `${value}:00` : value}+02:00`;
}
