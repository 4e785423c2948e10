import { useState } from 'react';
import {
  contentRequestKinds,
  contentRequestStatuses,
  updateContentRequestSchema,
  type AdminContentRequest,
} from '@shared/contracts/admin-operations';
import { StatusBadge } from '@/components/admin/status-badge';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import {
  FormError,
  humanize,
  optionsOf,
  SelectField,
  TextAreaField,
} from '@/components/form/fields';
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
import { orNull, useAdminForm } from '@/lib/use-admin-form';
import { contentRequestsPath, contentRequestsQueryOptions } from '../api/get-content-requests';
import { useUpdateContentRequest } from '../api/update-content-request';

const columns: DataTableColumn<AdminContentRequest>[] = [
  {
    id: 'created',
    header: 'Asked',
    sortKey: 'createdAt',
    cell: (c) => formatDateTime(c.createdAt),
  },
  { id: 'client', header: 'Client', sortKey: 'client', cell: (c) => c.clientName },
  { id: 'title', header: 'Title', sortKey: 'title', cell: (c) => c.title },
  { id: 'kind', header: 'Kind', sortKey: 'kind', cell: (c) => humanize(c.kind) },
  {
    id: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (c) => <StatusBadge status={c.status} />,
  },
];

export function ContentRequestDialog({
  request,
  onClose,
}: {
  request: AdminContentRequest;
  onClose: () => void;
}) {
  const token = useAdminToken();
  const update = useUpdateContentRequest(token);
  const form = useAdminForm({ status: request.status, adminResponse: request.adminResponse ?? '' });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{request.title}</DialogTitle>
          <DialogDescription>
            {humanize(request.kind)} asked by {request.clientName} on{' '}
            {formatDateTime(request.createdAt)}
          </DialogDescription>
        </DialogHeader>
        {request.details && <p className="text-sm whitespace-pre-wrap">{request.details}</p>}
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            const saved = await form.submit(
              updateContentRequestSchema,
              { status: form.values.status, adminResponse: orNull(form.values.adminResponse) },
              (input) => update.mutateAsync({ id: request.id, input }),
            );
            if (saved !== undefined) {
              toast.success('Request Saved', request.title);
              onClose();
            }
          }}
        >
          <SelectField
            label="Status"
            options={optionsOf(contentRequestStatuses)}
            {...form.field('status')}
          />
          <TextAreaField label="Answer (sent to the client)" {...form.field('adminResponse')} />
          <FormError message={form.formError} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.saving}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Content requests (channels, movies, series): status and an answer. */
export function ContentRequestsSection() {
  const token = useAdminToken();
  const [open, setOpen] = useState<AdminContentRequest | null>(null);
  return (
    <>
      <DataTable
        label="Content requests"
        server={{
          query: (params) => contentRequestsQueryOptions(token, params),
          csv: { path: contentRequestsPath, token, filename: 'content-requests.csv' },
          error: 'The content requests could not be loaded.',
        }}
        columns={columns}
        getRowId={(c) => c.id}
        rowLabel={(c) => c.title}
        searchPlaceholder="Search title, details, client"
        filters={[
          { id: 'status', label: 'Status', options: optionsOf(contentRequestStatuses) },
          { id: 'kind', label: 'Kind', options: optionsOf(contentRequestKinds) },
        ]}
        initialSort={{ id: 'created', direction: 'desc' }}
        onOpenRow={setOpen}
      />
      {open && <ContentRequestDialog key={open.id} request={open} onClose={() => setOpen(null)} />}
    </>
  );
}
