/**
 * Admin lists: the browser asks for the newest rows (the largest page the server allows) and
 * searches, sorts and pages them itself (components/data-table); the CSV export asks the server for
 * every matching row.
 */
export const adminListPageSize = 100;

type Param = string | number | boolean | null | undefined;

/** '?a=1&b=x' from the set values (undefined, null and '' are left out), or ''. */
export function searchString(params: Record<string, Param>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The list address for the table: the first (newest) page of `adminListPageSize` rows. */
export function adminListUrl(path: string, params: Record<string, Param> = {}): string {
  return `${path}${searchString({ ...params, pageSize: adminListPageSize })}`;
}

/** The CSV export of a list (every matching row). */
export function adminCsvUrl(path: string, params: Record<string, Param> = {}): string {
  return `${path}${searchString({ ...params, format: 'csv' })}`;
}
