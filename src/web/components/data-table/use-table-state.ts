import { useState } from 'react';
import { searchDebounceMs, useDebouncedValue } from '@/lib/use-debounced-value';

export type SortState = { id: string; direction: 'asc' | 'desc' } | null;

/**
 * What the admin chose in a table: the search text, the filters, the sort and the page (0-based).
 * `term` is the search as applied: at once in the browser, after a pause for a server list (one
 * request per pause, not per key). The page belongs to one view: a new term, filter or sort starts
 * again at the first page, without a request for the old term's first page in between.
 */
export function useTableState(initialSort: SortState, debounceSearch: boolean) {
  const [search, setSearch] = useState('');
  const [filterValues, setFilterValues] = useState<Record<string, string>>({});
  const [sort, setSort] = useState<SortState>(initialSort);
  const settled = useDebouncedValue(search, searchDebounceMs);
  const term = (debounceSearch ? settled : search).trim();
  const view = JSON.stringify([term, filterValues, sort]);
  const [paging, setPaging] = useState({ view, page: 0 });
  const page = paging.view === view ? paging.page : 0;

  return {
    search,
    setSearch,
    term,
    filterValues,
    setFilter: (id: string, value: string) => setFilterValues((prev) => ({ ...prev, [id]: value })),
    sort,
    toggleSort: (columnId: string) =>
      setSort((prev) =>
        prev?.id === columnId
          ? { id: columnId, direction: prev.direction === 'asc' ? 'desc' : 'asc' }
          : { id: columnId, direction: 'asc' },
      ),
    page,
    setPage: (next: number) => setPaging({ view, page: next }),
  };
}

export type TableState = ReturnType<typeof useTableState>;
