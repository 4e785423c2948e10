import { QueryClientProvider, queryOptions, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListResponse } from '@shared/contracts/admin-operations';
import type { ListParams } from '@/lib/admin-query';
import { createTestQueryClient } from '@/test/render';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  id: string;
  name: string;
  amount: number;
}

const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({
  id: `r${i + 1}`,
  name: `Client ${String.fromCharCode(65 + i)}`,
  amount: (i * 7) % 12,
}));

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', sortValue: (r) => r.name, cell: (r) => r.name },
  { id: 'amount', header: 'Amount', sortValue: (r) => r.amount, cell: (r) => String(r.amount) },
];

function renderTable(onOpenRow = vi.fn()) {
  render(
    <DataTable
      label="Clients"
      rows={rows}
      columns={columns}
      getRowId={(r) => r.id}
      searchText={(r) => r.name}
      pageSize={5}
      onOpenRow={onOpenRow}
      csv={{ url: '/api/admin/clients?format=csv', token: 'tok', filename: 'clients.csv' }}
    />,
  );
  return onOpenRow;
}

const bodyNames = () =>
  within(screen.getByRole('table', { name: 'Clients' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

afterEach(() => vi.unstubAllGlobals());

function stubDownload() {
  const fetchMock = vi.fn(
    async () => new Response('name,amount\nA,1\n', { headers: { 'content-type': 'text/csv' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { fetchMock, createObjectURL, click };
}

describe('DataTable with rows held in the browser', () => {
  it('pages through the rows', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(bodyNames()).toEqual(['Client A', 'Client B', 'Client C', 'Client D', 'Client E']);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(bodyNames()).toEqual(['Client K', 'Client L']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('searches and sorts', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search Clients' }), 'client k');
    expect(bodyNames()).toEqual(['Client K']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search Clients' }));

    await user.click(screen.getByRole('button', { name: 'Amount' }));
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const ascending = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1]!.textContent);
    expect(ascending).toEqual(['0', '1', '2', '3', '4']);
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    const descending = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1]!.textContent);
    expect(descending).toEqual(['11', '10', '9', '8', '7']);
  });

  it('opens a row', async () => {
    const user = userEvent.setup();
    const onOpen = renderTable();
    await user.click(screen.getByRole('button', { name: 'Open r2' }));
    expect(onOpen).toHaveBeenCalledWith(rows[1]);
  });

  it("downloads the server's CSV with the bearer token", async () => {
    const user = userEvent.setup();
    const { fetchMock, createObjectURL, click } = stubDownload();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/clients?format=csv');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok');
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toBe('name,amount\nA,1\n');
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toBe('clients.csv');
  });
});

/** A list endpoint in miniature: search on the name, a `band` filter, sort by amount, pages. */
function serve(params: ListParams): ListResponse<Row> {
  const q = String(params.q ?? '').toLowerCase();
  let list = rows.filter((r) => r.name.toLowerCase().includes(q));
  if (params.band) list = list.filter((r) => (r.amount < 6 ? 'low' : 'high') === params.band);
  if (params.sort === 'amount') {
    const sign = params.order === 'asc' ? 1 : -1;
    list = [...list].sort((a, b) => sign * (a.amount - b.amount));
  }
  const page = Number(params.page);
  const size = Number(params.pageSize);
  return {
    items: list.slice((page - 1) * size, page * size),
    total: list.length,
    page,
    pageSize: size,
  };
}

const serverColumns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name },
  { id: 'amount', header: 'Amount', sortKey: 'amount', cell: (r) => String(r.amount) },
];

function renderServerTable(fetchPage = vi.fn(async (params: ListParams) => serve(params))) {
  const queryClient: QueryClient = createTestQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <DataTable
        label="Clients"
        server={{
          query: (params) =>
            queryOptions({
              queryKey: ['clients', 'list', params],
              queryFn: () => fetchPage(params),
            }),
          csv: { path: '/api/admin/clients', token: 'tok', filename: 'clients.csv' },
          error: 'The clients could not be loaded.',
        }}
        columns={serverColumns}
        getRowId={(r) => r.id}
        filters={[
          {
            id: 'band',
            label: 'Band',
            options: [
              { value: 'low', label: 'Low' },
              { value: 'high', label: 'High' },
            ],
          },
        ]}
        pageSize={5}
      />
    </QueryClientProvider>,
  );
  const lastParams = () => fetchPage.mock.calls.at(-1)![0];
  return { fetchPage, lastParams, queryClient };
}

describe('DataTable over a server list', () => {
  it('asks for the first page and shows the total', async () => {
    const { lastParams } = renderServerTable();
    expect(await screen.findByText('Client A')).toBeInTheDocument();
    expect(lastParams()).toEqual({ page: 1, pageSize: 5 });
    expect(screen.getByText('Showing 1–5 of 12')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('sends the search as q once typing pauses, from the first page', async () => {
    const user = userEvent.setup();
    const { fetchPage, lastParams } = renderServerTable();
    await screen.findByText('Client A');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Client F');
    const before = fetchPage.mock.calls.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search Clients' }), 'client k');
    await waitFor(() => expect(bodyNames()).toEqual(['Client K']));
    expect(lastParams()).toEqual({ q: 'client k', page: 1, pageSize: 5 });
    const searches = fetchPage.mock.calls.slice(before).map(([params]) => params);
    expect(searches.every((params) => params.q)).toBe(true);
    expect(searches.length).toBeLessThan('client k'.length);
    expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();
  });

  it("sorts by the column's server key when its header is clicked", async () => {
    const user = userEvent.setup();
    const { lastParams } = renderServerTable();
    await screen.findByText('Client A');
    expect(screen.queryByRole('button', { name: 'Name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(lastParams()).toMatchObject({ sort: 'amount', order: 'asc' }));
    await waitFor(() => expect(amounts()).toEqual(['0', '1', '2', '3', '4']));
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(lastParams()).toMatchObject({ sort: 'amount', order: 'desc' }));
    await waitFor(() => expect(amounts()).toEqual(['11', '10', '9', '8', '7']));
  });

  it('asks for page 2 on Next and keeps page 1 on screen until it arrives', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const fetchPage = vi.fn(async (params: ListParams) => {
      if (params.page === 2) await new Promise<void>((resolve) => (release = resolve));
      return serve(params);
    });
    const { lastParams } = renderServerTable(fetchPage);
    await screen.findByText('Client A');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastParams()).toEqual({ page: 2, pageSize: 5 }));
    expect(bodyNames()).toEqual(['Client A', 'Client B', 'Client C', 'Client D', 'Client E']);
    expect(screen.getByRole('table', { name: 'Clients' })).toHaveAttribute('aria-busy', 'true');
    act(() => release());
    await waitFor(() => expect(bodyNames()[0]).toBe('Client F'));
    expect(screen.getByText('Showing 6–10 of 12')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Clients' })).not.toHaveAttribute('aria-busy');
  });

  it('sends a filter as its query param and starts again at page 1', async () => {
    const user = userEvent.setup();
    const { lastParams } = renderServerTable();
    await screen.findByText('Client A');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Client F');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Band' }), 'high');
    await waitFor(() => expect(lastParams()).toEqual({ band: 'high', page: 1, pageSize: 5 }));
    await waitFor(() => expect(screen.getByText('Showing 1–5 of 6')).toBeInTheDocument());
  });

  it('refetches the page shown when its table is invalidated (a realtime change)', async () => {
    const { fetchPage, lastParams, queryClient } = renderServerTable();
    await screen.findByText('Client A');
    const before = fetchPage.mock.calls.length;
    await act(() => queryClient.invalidateQueries({ queryKey: ['clients'] }));
    expect(fetchPage.mock.calls.length).toBe(before + 1);
    expect(lastParams()).toEqual({ page: 1, pageSize: 5 });
  });

  it('exports the rows matching the search, filter and sort as CSV, not one page', async () => {
    const user = userEvent.setup();
    const { lastParams } = renderServerTable();
    await screen.findByText('Client A');
    const { fetchMock, click } = stubDownload();
    await user.type(screen.getByRole('searchbox', { name: 'Search Clients' }), 'client');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Band' }), 'low');
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(lastParams()).toMatchObject({ q: 'client', sort: 'amount' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const [path, search] = url.split('?');
    expect(path).toBe('/api/admin/clients');
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      q: 'client',
      sort: 'amount',
      order: 'asc',
      band: 'low',
      format: 'csv',
    });
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok');
  });

  it('says so when the list cannot be loaded', async () => {
    renderServerTable(vi.fn(async () => Promise.reject(new Error('offline'))));
    expect(await screen.findByText('The clients could not be loaded.')).toBeInTheDocument();
  });
});

const amounts = () =>
  within(screen.getByRole('table', { name: 'Clients' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
