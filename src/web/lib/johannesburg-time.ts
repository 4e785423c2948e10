/** Times are shown in Africa/Johannesburg (DESIGN.md section 7), whatever the browser's zone. */
const timeFormat = new Intl.DateTimeFormat('en-ZA', {
  timeZone: 'Africa/Johannesburg',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const dateTimeFormat = new Intl.DateTimeFormat('en-ZA', {
  timeZone: 'Africa/Johannesburg',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const dayFormat = new Intl.DateTimeFormat('en-ZA', {
  timeZone: 'Africa/Johannesburg',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** '14:35' for a time later today in Johannesburg, '03 Mar, 14:35' for another day. */
export function formatJohannesburgTime(value: Date | string, now = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = dayFormat.format(date) === dayFormat.format(now);
  return (sameDay ? timeFormat : dateTimeFormat).format(date);
}
