import { useState } from 'react';
import {
  rejectUpgradeRequestSchema,
  upgradeRequestStatuses,
  type AdminUpgradeRequest,
} from '@shared/contracts/admin-operations';
import { formatRand } from '@shared/rules/money';
import { StatusBadge } from '@/components/admin/status-badge';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { FormError, optionsOf, TextAreaField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useAdminToken } from '@/lib/admin-token';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useAdminForm } from '@/lib/use-admin-form';
import { useDecideUpgrade } from '../api/decide-upgrade';
import { upgradesPath, upgradesQueryOptions } from '../api/get-upgrade-requests';

const columns: DataTableColumn<AdminUpgradeRequest>[] = [
  {
    id: 'created',
    header: 'Asked',
    sortKey: 'createdAt',
    cell: (u) => formatDateTime(u.createdAt),
  },
  { id: 'client', header: 'Client', sortKey: 'client', cell: (u) => u.clientName },
  { id: 'from', header: 'From', cell: (u) => u.fromPackageName ?? '—' },
  { id: 'to', header: 'To', cell: (u) => u.toPackageName ?? '—' },
  {
    id: 'diff',
    header: 'Difference',
    sortKey: 'priceDifference',
    cell: (u) => formatRand(u.priceDifferenceCents),
  },
  {
    id: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (u) => <StatusBadge status={u.status} />,
  },
];

function UpgradeDialog({
  request,
  onClose,
}: {
  request: AdminUpgradeRequest;
  onClose: () => void;
}) {
  const token = useAdminToken();
  const decide = useDecideUpgrade(token);
  const form = useAdminForm({ reason: '' });
  const pending = request.status === 'pending';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Upgrade for {request.clientName}</DialogTitle>
          <DialogDescription>
            {request.fromPackageName ?? 'No package'} → {request.toPackageName ?? '—'} ·{' '}
            {formatRand(request.priceDifferenceCents)}
          </DialogDescription>
        </DialogHeader>
        {!pending && (
          <p className="text-sm">
            This request was {request.status}
            {request.reason ? `: ${request.reason}` : '.'}
          </p>
        )}
        {pending && (
          <form
            className="flex flex-col gap-3"
            noValidate
            onSubmit={async (e) => {
              e.preventDefault();
              const saved = await form.submit(rejectUpgradeRequestSchema, form.values, (input) =>
                decide.mutateAsync({ id: request.id, approve: false, text: input.reason }),
              );
              if (saved) {
                toast.success('Upgrade Rejected', request.clientName);
                onClose();
              }
            }}
          >
            <TextAreaField label="Reason (to reject)" rows={2} {...form.field('reason')} />
            <FormError message={form.formError} />
            <DialogFooter>
              <Button type="submit" variant="destructive" disabled={form.saving}>
                Reject
              </Button>
              <Button
                disabled={decide.isPending}
                onClick={() =>
                  decide.mutateAsync({ id: request.id, approve: true, text: '' }).then(
                    () => {
                      toast.success(
                        'Upgrade Approved',
                        `${request.clientName} is now on ${request.toPackageName ?? 'the new package'}.`,
                      );
                      onClose();
                    },
                    () => toast.error('Sync Error', 'Failed to sync data. Please try again.'),
                  )
                }
              >
                Approve
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Package upgrade requests: approve (the package changes at once) or reject with a reason. */
export function UpgradesSection() {
  const token = useAdminToken();
  const [open, setOpen] = useState<AdminUpgradeRequest | null>(null);
  return (
    <>
      <DataTable
        label="Upgrade requests"
        server={{
          query: (params) => upgradesQueryOptions(token, params),
          csv: { path: upgradesPath, token, filename: 'upgrade-requests.csv' },
          error: 'The upgrade requests could not be loaded.',
        }}
        columns={columns}
        getRowId={(u) => u.id}
        rowLabel={(u) => `upgrade for ${u.clientName}`}
        searchPlaceholder="Search client, package"
        filters={[{ id: 'status', label: 'Status', options: optionsOf(upgradeRequestStatuses) }]}
        initialSort={{ id: 'created', direction: 'desc' }}
        onOpenRow={setOpen}
        openLabel="Review"
      />
      {open && <UpgradeDialog key={open.id} request={open} onClose={() => setOpen(null)} />}
    </>
  );
}
