/**
 * Calendar arithmetic in Africa/Johannesburg (DESIGN.md section 7). South Africa keeps UTC+2 all
 * year (no daylight saving since 1944), so a fixed offset is exact and needs no time-zone data.
 */
export const johannesburgOffsetMs = 2 * 60 * 60 * 1000;

/** The Johannesburg wall-clock fields of an instant. */
function local(date: Date): Date {
  return new Date(date.getTime() + johannesburgOffsetMs);
}

function fromLocal(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day) - johannesburgOffsetMs);
}

/** Midnight at the start of the Johannesburg day of `date`. */
export function startOfJohannesburgDay(date: Date, addDays = 0): Date {
  const l = local(date);
  return fromLocal(l.getUTCFullYear(), l.getUTCMonth(), l.getUTCDate() + addDays);
}

/** Monday 00:00 of the Johannesburg week of `date`. */
export function startOfJohannesburgWeek(date: Date): Date {
  const l = local(date);
  const sinceMonday = (l.getUTCDay() + 6) % 7;
  return fromLocal(l.getUTCFullYear(), l.getUTCMonth(), l.getUTCDate() - sinceMonday);
}

/** The first instant of the Johannesburg month of `date`, moved by `addMonths`. */
export function startOfJohannesburgMonth(date: Date, addMonths = 0): Date {
  const l = local(date);
  return fromLocal(l.getUTCFullYear(), l.getUTCMonth() + addMonths, 1);
}

/** 'YYYY-MM' of the Johannesburg month of `date`. */
export function johannesburgMonthKey(date: Date): string {
  return local(date).toISOString().slice(0, 7);
}

/** 'YYYY-MM-DD' of the Johannesburg day of `date`. */
export function johannesburgDateKey(date: Date): string {
  return local(date).toISOString().slice(0, 10);
}

/** A plain date ('YYYY-MM-DD') is Johannesburg midnight; anything else is parsed as an instant. */
export function parseJohannesburgDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00+02:00`) : new Date(value);
}

const longMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The Johannesburg calendar day of an instant: '3', 'Mar', 'March', '2026'. */
function calendarDay(date: Date) {
  const l = local(date);
  const month = longMonths[l.getUTCMonth()]!;
  return { day: l.getUTCDate(), shortMonth: month.slice(0, 3), month, year: l.getUTCFullYear() };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '21 Nov 2026' in Johannesburg, for messages. */
export function formatJohannesburgDate(date: Date): string {
  const d = calendarDay(date);
  return `${d.day} ${d.shortMonth} ${d.year}`;
}

/** '3 March 2026' in Johannesburg. */
export function formatJohannesburgLongDate(date: Date): string {
  const d = calendarDay(date);
  return `${d.day} ${d.month} ${d.year}`;
}

/** '02 Jun, 00:30': day, month and wall-clock time in Johannesburg. */
export function formatJohannesburgDayTime(date: Date): string {
  const d = calendarDay(date);
  return `${twoDigits(d.day)} ${d.shortMonth}, ${johannesburgClock(date)}`;
}

/** '03 Mar 2026, 14:35': date and wall-clock time in Johannesburg. */
export function formatJohannesburgDateTime(date: Date): string {
  const d = calendarDay(date);
  return `${twoDigits(d.day)} ${d.shortMonth} ${d.year}, ${johannesburgClock(date)}`;
}

/** '14:35': the wall-clock time in Johannesburg, 24-hour. */
export function johannesburgClock(date: Date): string {
  return local(date).toISOString().slice(11, 16);
}

/**
 * `months` calendar months after `date` on the Johannesburg calendar, same wall-clock time; the day
 * is clamped to the month's last (31 Jan + 1 month = 28/29 Feb).
 */
export function addJohannesburgMonths(date: Date, months: number): Date {
  const l = local(date);
  const year = l.getUTCFullYear();
  const month = l.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(l.getUTCDate(), lastDay);
  const timeOfDay = l.getTime() - Date.UTC(year, l.getUTCMonth(), l.getUTCDate());
  return new Date(Date.UTC(year, month, day) + timeOfDay - johannesburgOffsetMs);
}
