import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { clientStatuses, type AdminClient } from '@shared/contracts/admin-operations';
import { StatusBadge } from '@/components/admin/status-badge';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { optionsOf } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAdminToken } from '@/lib/admin-token';
import { formatDate } from '@/lib/format-date';
import { clientsPath, clientsQueryOptions } from '../api/get-clients';
import { ClientFormDialog } from './client-form-dialog';

const columns: DataTableColumn<AdminClient>[] = [
  {
    id: 'name',
    header: 'Client',
    sortKey: 'name',
    cell: (c) => (
      <Link
        to={paths.admin.clientDetails.getHref(c.id)}
        className="font-medium underline-offset-4 hover:underline"
      >
        {c.name}
        <span className="block text-xs text-muted-foreground">{c.username}</span>
      </Link>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (c) => <StatusBadge status={c.status} />,
  },
  {
    id: 'package',
    header: 'Package',
    sortKey: 'package',
    cell: (c) => c.packageName ?? '—',
  },
  {
    id: 'expires',
    header: 'Expires',
    className: 'whitespace-nowrap',
    sortKey: 'expiresAt',
    cell: (c) => (c.subscriptionExpiresAt ? formatDate(c.subscriptionExpiresAt) : '—'),
  },
  { id: 'contact', header: 'Contact', cell: (c) => c.whatsapp ?? c.email ?? '—' },
];

/** Clients: create, edit status, package, expiry, streaming login and notes; open a client's page. */
export function ClientsSection() {
  const token = useAdminToken();
  const [editing, setEditing] = useState<AdminClient | null>(null);
  const [creating, setCreating] = useState(false);

  return (
    <>
      <DataTable
        label="Clients"
        server={{
          query: (params) => clientsQueryOptions(token, params),
          csv: { path: clientsPath, token, filename: 'clients.csv' },
          error: 'The clients could not be loaded.',
        }}
        columns={columns}
        getRowId={(c) => c.id}
        rowLabel={(c) => c.name}
        searchPlaceholder="Search name, username, email, phone, reference"
        filters={[{ id: 'status', label: 'Status', options: optionsOf(clientStatuses) }]}
        initialSort={{ id: 'name', direction: 'asc' }}
        onOpenRow={setEditing}
        openLabel="Edit"
        actions={
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            New client
          </Button>
        }
      />
      {(creating || editing) && (
        <ClientFormDialog
          key={editing?.id ?? 'new'}
          client={editing}
          open
          onOpenChange={(open) => {
            if (!open) {
              setCreating(false);
              setEditing(null);
            }
          }}
        />
      )}
    </>
  );
}
