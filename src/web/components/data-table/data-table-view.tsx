import { ArrowDown, ArrowUp, ArrowUpDown, Download, Search } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
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
import { toast } from '@/lib/toast';
import type { TableState } from './use-table-state';

/** A column of the table; `sortable` is decided by the table's mode (browser or server). */
export interface ViewColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

export interface ViewFilter {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

export interface DataTableViewProps<T> {
  label: string;
  columns: readonly ViewColumn<T>[];
  sortable: (column: ViewColumn<T>) => boolean;
  getRowId: (row: T) => string;
  state: TableState;
  showSearch: boolean;
  searchPlaceholder: string;
  filters: readonly ViewFilter[];
  /** The rows of the current page. */
  rows: readonly T[];
  /** Rows matching the search and filters, on every page. */
  total: number;
  pageSize: number;
  /** Nothing to show yet. */
  isLoading: boolean;
  /** The rows shown are the previous page's while the next one loads. */
  isStale: boolean;
  error: string | null;
  onOpenRow?: (row: T) => void;
  openLabel: string;
  rowLabel?: (row: T) => string;
  /** Downloads the CSV export; no button without it. */
  exportCsv?: () => Promise<void>;
  actions?: ReactNode;
}

export function DataTableView<T>({
  label,
  columns,
  sortable,
  getRowId,
  state,
  showSearch,
  searchPlaceholder,
  filters,
  rows,
  total,
  pageSize,
  isLoading,
  isStale,
  error,
  onOpenRow,
  openLabel,
  rowLabel,
  exportCsv,
  actions,
}: DataTableViewProps<T>) {
  const id = useId();
  const [exporting, setExporting] = useState(false);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(state.page, pageCount - 1);
  const from = total === 0 || rows.length === 0 ? 0 : current * pageSize + 1;
  const to = from === 0 ? 0 : from + rows.length - 1;
  const span = columns.length + (onOpenRow ? 1 : 0);

  async function runExport() {
    if (!exportCsv) return;
    setExporting(true);
    try {
      await exportCsv();
    } catch {
      toast.error('Export Failed', 'The CSV file could not be downloaded. Please try again.');
    } finally {
      setExporting(false);
    }
  }

  return (
    <div data-slot="data-table" className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        {showSearch && (
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
              value={state.search}
              onChange={(e) => state.setSearch(e.target.value)}
            />
          </div>
        )}
        {filters.map((filter) => (
          <select
            key={filter.id}
            aria-label={filter.label}
            className={cn(fieldClasses, 'h-10 sm:w-48')}
            value={state.filterValues[filter.id] ?? ''}
            onChange={(e) => state.setFilter(filter.id, e.target.value)}
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
          {exportCsv && (
            <Button variant="outline" size="sm" onClick={runExport} disabled={exporting}>
              <Download aria-hidden />
              {exporting ? 'Exporting…' : 'Export CSV'}
            </Button>
          )}
        </div>
      </div>

      <div className="rounded-xl border border-border bg-card">
        <Table aria-label={label} aria-busy={isLoading || isStale || undefined}>
          <TableHeader>
            <TableRow>
              {columns.map((column) => {
                const active = state.sort?.id === column.id ? state.sort.direction : null;
                return (
                  <TableHead
                    key={column.id}
                    className={column.className}
                    aria-sort={
                      active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined
                    }
                  >
                    {sortable(column) ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 rounded hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
                        onClick={() => state.toggleSort(column.id)}
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
          <TableBody className={cn(isStale && 'opacity-60 transition-opacity')}>
            {error ? (
              <TableRow>
                <TableCell colSpan={span} className="text-destructive">
                  {error}
                </TableCell>
              </TableRow>
            ) : isLoading ? (
              <TableRow>
                <TableCell colSpan={span} className="text-muted-foreground">
                  Loading…
                </TableCell>
              </TableRow>
            ) : rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={span} className="text-muted-foreground">
                  No {label.toLowerCase()} found.
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
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
          Showing {from}–{to} of {total}
        </p>
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={current === 0}
            onClick={() => state.setPage(current - 1)}
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
            onClick={() => state.setPage(current + 1)}
          >
            Next
          </Button>
        </div>
      </nav>
    </div>
  );
}
