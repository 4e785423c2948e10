import { ArrowDown, ArrowUp, ArrowUpDown, Download, Search } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { fieldClasses, Input } from '@/components/ui/input';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { downloadWithToken } from '@/lib/download-file';
import { toast } from '@/lib/toast';

/**
 * The one table of the admin dashboard: search, filters, sortable headers, pages, a CSV export of
 * the server's `?format=csv`, and a button per row that opens the row's dialog. It works on the
 * rows it is given (the admin lists are small enough to hold in the browser).
 */

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable. */
  sortValue?: (row: T) => string | number | null | undefined;
  className?: string;
}

export interface DataTableFilter<T> {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  matches: (row: T, value: string) => boolean;
}

export interface DataTableCsv {
  /** The server's CSV address (e.g. csvUrl('/api/admin/leads')). */
  url: string;
  token: string | null;
  filename: string;
}

export type SortState = { id: string; direction: 'asc' | 'desc' } | null;

export interface DataTableProps<T> {
  /** Names the table for assistive technology and the empty message. */
  label: string;
  rows: readonly T[] | undefined;
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => string;
  /** The text a search matches against; no search box without it. */
  searchText?: (row: T) => string;
  searchPlaceholder?: string;
  filters?: readonly DataTableFilter<T>[];
  pageSize?: number;
  initialSort?: SortState;
  onOpenRow?: (row: T) => void;
  /** Label of the per-row button (default 'Open'). */
  openLabel?: string;
  /** How the row is named in its button's accessible name. */
  rowLabel?: (row: T) => string;
  csv?: DataTableCsv;
  isLoading?: boolean;
  /** Shown instead of the rows when the list could not be loaded. */
  error?: string | null;
  /** Buttons next to the search box (e.g. 'New client'). */
  actions?: ReactNode;
}

const collator = new Intl.Collator('en-ZA', { numeric: true, sensitivity: 'base' });

function compare(a: string | number | null | undefined, b: string | number | null | undefined) {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

export function DataTable<T>({
  label,
  rows,
  columns,
  getRowId,
  searchText,
  searchPlaceholder = 'Search…',
  filters = [],
  pageSize = 10,
  initialSort = null,
  onOpenRow,
  openLabel = 'Open',
  rowLabel,
  csv,
  isLoading = false,
  error = null,
  actions,
}: DataTableProps<T>) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [filterValues, setFilterValues] = useState<Record<string, string>>({});
  const [sort, setSort] = useState<SortState>(initialSort);
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState(false);

  const visible = useMemo(() => {
    const needle = query.trim().toLowerCase();
    let list = [...(rows ?? [])];
    if (needle && searchText)
      list = list.filter((r) => searchText(r).toLowerCase().includes(needle));
    for (const filter of filters) {
      const value = filterValues[filter.id];
      if (value) list = list.filter((r) => filter.matches(r, value));
    }
    const column = sort ? columns.find((c) => c.id === sort.id) : undefined;
    if (sort && column?.sortValue) {
      const value = column.sortValue;
      const sign = sort.direction === 'asc' ? 1 : -1;
      list.sort((a, b) => sign * compare(value(a), value(b)));
    }
    return list;
  }, [rows, query, searchText, filters, filterValues, sort, columns]);

  const pageCount = Math.max(1, Math.ceil(visible.length / pageSize));
  const current = Math.min(page, pageCount - 1);
  const shown = visible.slice(current * pageSize, current * pageSize + pageSize);

  function toggleSort(columnId: string) {
    setSort((prev) =>
      prev?.id === columnId
        ? { id: columnId, direction: prev.direction === 'asc' ? 'desc' : 'asc' }
        : { id: columnId, direction: 'asc' },
    );
    setPage(0);
  }

  async function exportCsv() {
    if (!csv) return;
    setExporting(true);
    try {
      await downloadWithToken(csv.url, csv.token, csv.filename);
    } catch {
      toast.error('Export Failed', 'The CSV file could not be downloaded. Please try again.');
    } finally {
      setExporting(false);
    }
  }

  const from = visible.length === 0 ? 0 : current * pageSize + 1;
  const to = current * pageSize + shown.length;

  return (
    <div data-slot="data-table" className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        {searchText && (
          <div className="relative sm:w-72">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              type="search"
              aria-label={`Search ${label}`}
              placeholder={searchPlaceholder}
              className="h-10 pl-9"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setPage(0);
              }}
            />
          </div>
        )}
        {filters.map((filter) => (
          <select
            key={filter.id}
            aria-label={filter.label}
            className={cn(fieldClasses, 'h-10 sm:w-48')}
            value={filterValues[filter.id] ?? ''}
            onChange={(e) => {
              setFilterValues((prev) => ({ ...prev, [filter.id]: e.target.value }));
              setPage(0);
            }}
          >
            <option value="">{filter.label}: all</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ))}
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          {actions}
          {csv && (
            <Button variant="outline" size="sm" onClick={exportCsv} disabled={exporting}>
              <Download aria-hidden />
              {exporting ? 'Exporting…' : 'Export CSV'}
            </Button>
          )}
        </div>
      </div>

      <div className="rounded-xl border border-border bg-card">
        <Table aria-label={label} aria-busy={isLoading || undefined}>
          <TableHeader>
            <TableRow>
              {columns.map((column) => {
                const active = sort?.id === column.id ? sort.direction : null;
                return (
                  <TableHead
                    key={column.id}
                    className={column.className}
                    aria-sort={
                      active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined
                    }
                  >
                    {column.sortValue ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 rounded hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
                        onClick={() => toggleSort(column.id)}
                      >
                        {column.header}
                        {active === 'asc' ? (
                          <ArrowUp className="size-3.5" aria-hidden />
                        ) : active === 'desc' ? (
                          <ArrowDown className="size-3.5" aria-hidden />
                        ) : (
                          <ArrowUpDown className="size-3.5 opacity-50" aria-hidden />
                        )}
                      </button>
                    ) : (
                      column.header
                    )}
                  </TableHead>
                );
              })}
              {onOpenRow && (
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {error ? (
              <TableRow>
                <TableCell colSpan={columns.length + 1} className="text-destructive">
                  {error}
                </TableCell>
              </TableRow>
            ) : isLoading && !rows ? (
              <TableRow>
                <TableCell colSpan={columns.length + 1} className="text-muted-foreground">
                  Loading…
                </TableCell>
              </TableRow>
            ) : shown.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length + 1} className="text-muted-foreground">
                  No {label.toLowerCase()} found.
                </TableCell>
              </TableRow>
            ) : (
              shown.map((row) => (
                <TableRow key={getRowId(row)} data-row-id={getRowId(row)}>
                  {columns.map((column) => (
                    <TableCell key={column.id} className={column.className}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                  {onOpenRow && (
                    <TableCell className="text-right">
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => onOpenRow(row)}
                        aria-label={`${openLabel} ${rowLabel ? rowLabel(row) : getRowId(row)}`}
                      >
                        {openLabel}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>

      <nav
        aria-label={`${label} pages`}
        className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground"
      >
        <p id={`${id}-range`} aria-live="polite">
          {from}–{to} of {visible.length}
        </p>
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            Previous
          </Button>
          <span>
            Page {current + 1} of {pageCount}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={current >= pageCount - 1}
            onClick={() => setPage(current + 1)}
          >
            Next
          </Button>
        </div>
      </nav>
    </div>
  );
}
