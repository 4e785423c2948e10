import type { AdminSyncFailure } from '@shared/contracts/admin-operations';
import { StatusBadge } from '@/components/admin/status-badge';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useAdminToken } from '@/lib/admin-token';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { syncFailuresPath, syncFailuresQueryOptions } from '../api/get-sync-failures';
import { useResolveSyncFailure } from '../api/resolve-sync-failure';

const columns: DataTableColumn<AdminSyncFailure>[] = [
  {
    id: 'created',
    header: 'When',
    sortKey: 'createdAt',
    cell: (f) => formatDateTime(f.createdAt),
  },
  { id: 'table', header: 'Table', sortKey: 'table', cell: (f) => f.tableName },
  { id: 'operation', header: 'Operation', sortKey: 'operation', cell: (f) => f.operation },
  {
    id: 'error',
    header: 'Error',
    cell: (f) => <span className="line-clamp-2 max-w-md">{f.errorMessage}</span>,
  },
  { id: 'source', header: 'Source', sortKey: 'source', cell: (f) => f.source },
  {
    id: 'state',
    header: 'State',
    sortKey: 'resolved',
    cell: (f) => <StatusBadge status={f.resolvedAt ? 'resolved' : 'open'} />,
  },
];

/** Sync failures: what failed to save or load, and 'Resolve'. */
export function SyncFailuresSection() {
  const token = useAdminToken();
  const resolve = useResolveSyncFailure(token);
  return (
    <DataTable
      label="Sync failures"
      server={{
        query: (params) => syncFailuresQueryOptions(token, params),
        csv: { path: syncFailuresPath, token, filename: 'sync-failures.csv' },
        error: 'The sync failures could not be loaded.',
      }}
      columns={columns}
      getRowId={(f) => f.id}
      rowLabel={(f) => `${f.tableName} ${f.operation}`}
      searchPlaceholder="Search table, operation, error"
      filters={[
        {
          id: 'resolved',
          label: 'State',
          options: [
            { value: 'false', label: 'Open' },
            { value: 'true', label: 'Resolved' },
          ],
        },
        {
          id: 'source',
          label: 'Source',
          options: [
            { value: 'server', label: 'Server' },
            { value: 'browser', label: 'Browser' },
          ],
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
    />
  );
}
