import { queryOptions } from '@tanstack/react-query';
import { api, type ResponseSchema } from './api-client';

/**
 * Query options of the content editors' reads (`/api/admin/content/*`, `/api/admin/images`,
 * `/api/admin/admins`): small lists with no paging. The key starts with the table read, so a
 * save (useAdminWrite) or a realtime change to the table refreshes it.
 */
export function adminContentOptions<T>(
  table: string,
  path: string,
  schema: ResponseSchema<T>,
  token: string,
) {
  return queryOptions({
    queryKey: [table, 'admin', path],
    queryFn: ({ signal }) => api.get(path, { token, schema, signal }),
  });
}

/** A path segment, encoded. */
export const segment = (value: string) => encodeURIComponent(value);

/** Cents as the rand a person types ('19900' -> '199.00'); '' for null. */
export function centsToRandText(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : (cents / 100).toFixed(2);
}

/** A rand amount typed as '199.50' in cents; null when empty; NaN when not a number. */
export function randTextToCents(value: string): number | null {
  const cleaned = value.replace(/[\sR,]/g, '');
  if (cleaned === '') return null;
  const amount = Number(cleaned);
  return Number.isFinite(amount) ? Math.round(amount * 100) : Number.NaN;
}

/** An integer typed in a field; null when empty; NaN when not a number. */
export function intText(value: string): number | null {
  return value.trim() === '' ? null : Number(value);
}
