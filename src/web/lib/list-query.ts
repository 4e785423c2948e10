/**
 * Admin lists: the tables ask the server for one page with their search, filters and sort
 * (components/data-table); a list read without a page (e.g. a picker) gets the largest page the
 * server allows. The CSV export asks the server for every matching row.
 */
export const adminListPageSize = 100;

type Param = string | number | boolean | null | undefined;

/**
 * '?a=1&b=x' from the set values, trimmed (undefined, null and blank are left out), or ''. A NUL
 * character (pasted text can carry one) is dropped: the server refuses it, and nobody searches
 * for it.
 */
export function searchString(params: Record<string, Param>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = String(value).replaceAll('\u0000', '').trim();
    if (text !== '') search.set(key, text);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The list address for the params; `adminListPageSize` rows unless they name a pageSize. */
export function adminListUrl(path: string, params: Record<string, Param> = {}): string {
  return `${path}${searchString({ pageSize: adminListPageSize, ...params })}`;
}

/** The CSV export of a list (every matching row). */
export function adminCsvUrl(path: string, params: Record<string, Param> = {}): string {
  return `${path}${searchString({ ...params, format: 'csv' })}`;
}
