import {
  formatJohannesburgDateTime,
  formatJohannesburgLongDate,
} from '@shared/rules/johannesburg-time';

/**
 * Dates as South Africans read them, in Africa/Johannesburg (DESIGN.md section 7), by the shared
 * fixed UTC+2 arithmetic: a phone's first Intl formatter with a time zone costs tens of
 * milliseconds of loading zone data.
 */

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '3 March 2026' */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return date ? formatJohannesburgLongDate(date) : '';
}

/** '03 Mar 2026, 14:35' */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? formatJohannesburgDateTime(date) : '';
}
