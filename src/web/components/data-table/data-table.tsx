import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { ListResponse } from '@shared/contracts/admin-operations';
import type { ListParams } from '@/lib/admin-query';
import { downloadWithToken } from '@/lib/download-file';
import { adminCsvUrl } from '@/lib/list-query';
import { DataTableView } from './data-table-view';
import { useTableState, type SortState } from './use-table-state';

/**
 * The one table of the admin dashboard: search, filters, sortable headers, pages, a CSV export and
 * a button per row that opens the row's dialog. Two sources of rows, one table:
 * - `server`: an admin list endpoint does the work. The search (debounced), filters, sort and page
 *   are the list's query params, so a business with thousands of rows finds any of them; the
 *   previous page stays on screen while the next loads; the CSV export asks for every row matching
 *   the same search, filters and sort.
 * - `rows`: a short list held in the browser (the content screens) is searched, sorted and paged
 *   here.
 */

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable in the browser (`rows`). */
  sortValue?: (row: T) => string | number | null | undefined;
  /** Makes the column sortable on the server (`server`): the list's `sort` key. */
  sortKey?: string;
  className?: string;
}

export interface DataTableFilter<T> {
  /** With `server`, the query param the chosen value is sent as (e.g. `status`). */
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** With `rows`, whether a row passes the chosen value. */
  matches?: (row: T, value: string) => boolean;
}

export interface DataTableCsv {
  /** The server's CSV address (e.g. adminCsvUrl('/api/admin/leads')). */
  url: string;
  token: string | null;
  filename: string;
}

export interface DataTableServer<T, K extends QueryKey> {
  /**
   * Query options for one page of the list. The key must start with the table the list reads:
   * writes and realtime changes refresh every page and search of it by that prefix.
   */
  query: (params: ListParams) => UseQueryOptions<ListResponse<T>, Error, ListResponse<T>, K>;
  /** The list's address: the CSV export asks it for `format=csv` with the table's params. */
  csv?: { path: string; token: string | null; filename: string };
  /** Shown instead of the rows when the list could not be loaded. */
  error: string;
}

interface CommonProps<T> {
  /** Names the table for assistive technology and the empty message. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => string;
  searchPlaceholder?: string;
  filters?: readonly DataTableFilter<T>[];
  pageSize?: number;
  initialSort?: SortState;
  onOpenRow?: (row: T) => void;
  /** Label of the per-row button (default 'Open'). */
  openLabel?: string;
  /** How the row is named in its button's accessible name. */
  rowLabel?: (row: T) => string;
  /** Buttons next to the search box (e.g. 'New client'). */
  actions?: ReactNode;
}

export interface ServerDataTableProps<T, K extends QueryKey> extends CommonProps<T> {
  server: DataTableServer<T, K>;
}

export interface LocalDataTableProps<T> extends CommonProps<T> {
  server?: undefined;
  rows: readonly T[] | undefined;
  /** The text a search matches against; no search box without it. */
  searchText?: (row: T) => string;
  csv?: DataTableCsv;
  isLoading?: boolean;
  /** Shown instead of the rows when the list could not be loaded. */
  error?: string | null;
}

export type DataTableProps<T, K extends QueryKey = QueryKey> =
  ServerDataTableProps<T, K> | LocalDataTableProps<T>;

export function DataTable<T, K extends QueryKey = QueryKey>(props: DataTableProps<T, K>) {
  return props.server ? <ServerDataTable {...props} /> : <LocalDataTable {...props} />;
}

const defaultPageSize = 10;

function ServerDataTable<T, K extends QueryKey>({
  server,
  columns,
  filters = [],
  pageSize = defaultPageSize,
  initialSort = null,
  searchPlaceholder = 'Search…',
  openLabel = 'Open',
  ...rest
}: ServerDataTableProps<T, K>) {
  const state = useTableState(initialSort, true);
  const sortKey = columns.find((c) => c.id === state.sort?.id)?.sortKey;
  const view: ListParams = {
    q: state.term || undefined,
    sort: sortKey,
    order: sortKey ? state.sort?.direction : undefined,
    ...Object.fromEntries(filters.map((f) => [f.id, state.filterValues[f.id] || undefined])),
  };
  const list = useQuery({
    ...server.query({ ...view, page: state.page + 1, pageSize }),
    placeholderData: keepPreviousData,
  });

  // A page emptied under the admin (rows resolved or deleted elsewhere): go to the last one left.
  const { setPage } = state;
  const shown = list.isPlaceholderData ? undefined : list.data;
  useEffect(() => {
    if (shown && shown.items.length === 0 && shown.total > 0 && shown.page > 1) {
      setPage(Math.ceil(shown.total / pageSize) - 1);
    }
  }, [shown, pageSize, setPage]);

  const csv = server.csv;
  return (
    <DataTableView
      {...rest}
      columns={columns}
      sortable={(column) => Boolean(columns.find((c) => c.id === column.id)?.sortKey)}
      state={state}
      showSearch
      searchPlaceholder={searchPlaceholder}
      filters={filters}
      rows={list.data?.items ?? []}
      total={list.data?.total ?? 0}
      pageSize={pageSize}
      isLoading={list.isPending}
      isStale={list.isPlaceholderData}
      error={list.isError ? server.error : null}
      openLabel={openLabel}
      exportCsv={
        csv
          ? () => downloadWithToken(adminCsvUrl(csv.path, view), csv.token, csv.filename)
          : undefined
      }
    />
  );
}

const collator = new Intl.Collator('en-ZA', { numeric: true, sensitivity: 'base' });

function compare(a: string | number | null | undefined, b: string | number | null | undefined) {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

function LocalDataTable<T>({
  rows,
  columns,
  searchText,
  filters = [],
  pageSize = defaultPageSize,
  initialSort = null,
  searchPlaceholder = 'Search…',
  openLabel = 'Open',
  csv,
  isLoading = false,
  error = null,
  ...rest
}: LocalDataTableProps<T>) {
  const state = useTableState(initialSort, false);
  const { term, filterValues, sort } = state;

  const visible = useMemo(() => {
    const needle = term.toLowerCase();
    let list = [...(rows ?? [])];
    if (needle && searchText)
      list = list.filter((r) => searchText(r).toLowerCase().includes(needle));
    for (const filter of filters) {
      const value = filterValues[filter.id];
      if (value && filter.matches) list = list.filter((r) => filter.matches!(r, value));
    }
    const value = sort ? columns.find((c) => c.id === sort.id)?.sortValue : undefined;
    if (sort && value) {
      const sign = sort.direction === 'asc' ? 1 : -1;
      list.sort((a, b) => sign * compare(value(a), value(b)));
    }
    return list;
  }, [rows, term, searchText, filters, filterValues, sort, columns]);

  const pageCount = Math.max(1, Math.ceil(visible.length / pageSize));
  const current = Math.min(state.page, pageCount - 1);
  return (
    <DataTableView
      {...rest}
      columns={columns}
      sortable={(column) => Boolean(columns.find((c) => c.id === column.id)?.sortValue)}
      state={state}
      showSearch={Boolean(searchText)}
      searchPlaceholder={searchPlaceholder}
      filters={filters}
      rows={visible.slice(current * pageSize, current * pageSize + pageSize)}
      total={visible.length}
      pageSize={pageSize}
      isLoading={isLoading && !rows}
      isStale={false}
      error={error}
      openLabel={openLabel}
      exportCsv={csv ? () => downloadWithToken(csv.url, csv.token, csv.filename) : undefined}
    />
  );
}
