import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('DataTable', () => {
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
    const fetchMock = vi.fn(
      async () => new Response('name,amount\nA,1\n', { headers: { 'content-type': 'text/csv' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
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
