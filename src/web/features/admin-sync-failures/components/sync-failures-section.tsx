import type { AdminSyncFailure } from '@shared/contracts/admin-operations';
import { StatusBadge } from '@/components/admin/status-badge';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useAdminToken } from '@/lib/admin-token';
import { formatDateTime } from '@/lib/format-date';
import { adminCsvUrl } from '@/lib/list-query';
import { toast } from '@/lib/toast';
import { syncFailuresPath, useSyncFailures } from '../api/get-sync-failures';
import { useResolveSyncFailure } from '../api/resolve-sync-failure';

const columns: DataTableColumn<AdminSyncFailure>[] = [
  {
    id: 'created',
    header: 'When',
    sortValue: (f) => f.createdAt,
    cell: (f) => formatDateTime(f.createdAt),
  },
  { id: 'table', header: 'Table', sortValue: (f) => f.tableName, cell: (f) => f.tableName },
  { id: 'operation', header: 'Operation', sortValue: (f) => f.operation, cell: (f) => f.operation },
  {
    id: 'error',
    header: 'Error',
    cell: (f) => <span className="line-clamp-2 max-w-md">{f.errorMessage}</span>,
  },
  { id: 'source', header: 'Source', sortValue: (f) => f.source, cell: (f) => f.source },
  {
    id: 'state',
    header: 'State',
    sortValue: (f) => (f.resolvedAt ? 1 : 0),
    cell: (f) => <StatusBadge status={f.resolvedAt ? 'resolved' : 'open'} />,
  },
];

/** Sync failures: what failed to save or load, and 'Resolve'. */
export function SyncFailuresSection() {
  const token = useAdminToken();
  const list = useSyncFailures(token);
  const resolve = useResolveSyncFailure(token);
  return (
    <DataTable
      label="Sync failures"
      rows={list.data?.items}
      isLoading={list.isPending}
      error={list.isError ? 'The sync failures could not be loaded.' : null}
      columns={columns}
      getRowId={(f) => f.id}
      rowLabel={(f) => `${f.tableName} ${f.operation}`}
      searchText={(f) => `${f.tableName} ${f.operation} ${f.errorMessage}`}
      filters={[
        {
          id: 'state',
          label: 'State',
          options: [
            { value: 'open', label: 'Open' },
            { value: 'resolved', label: 'Resolved' },
          ],
          matches: (f, v) => (v === 'resolved') === (f.resolvedAt !== null),
        },
      ]}
      initialSort={{ id: 'created', direction: 'desc' }}
      onOpenRow={(f) => {
        if (f.resolvedAt) return;
        resolve.mutateAsync(f.id).then(
          () => toast.success('Failure Resolved', f.tableName),
          () => toast.error('Sync Error', 'Failed to sync data. Please try again.'),
        );
      }}
      openLabel="Resolve"
      csv={{ url: adminCsvUrl(syncFailuresPath), token, filename: 'sync-failures.csv' }}
    />
  );
}
