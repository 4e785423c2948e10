import { useState } from 'react';
import {
  replyTicketRequestSchema,
  ticketStatuses,
  updateTicketRequestSchema,
  type AdminTicket,
} from '@shared/contracts/admin-operations';
import { StatusBadge } from '@/components/admin/status-badge';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { FormError, optionsOf, SelectField, TextAreaField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useAdminToken } from '@/lib/admin-token';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { orNull, useAdminForm } from '@/lib/use-admin-form';
import { useAdmins } from '../api/get-admins';
import { useTicketThread } from '../api/get-ticket-thread';
import { ticketsPath, ticketsQueryOptions } from '../api/get-tickets';
import { useReplyTicket } from '../api/reply-ticket';
import { useUpdateTicket } from '../api/update-ticket';

const columns: DataTableColumn<AdminTicket>[] = [
  {
    id: 'activity',
    header: 'Last activity',
    sortKey: 'lastActivity',
    cell: (t) => formatDateTime(t.lastReplyAt ?? t.createdAt),
  },
  {
    id: 'subject',
    header: 'Subject',
    sortKey: 'subject',
    cell: (t) => <span className="font-medium">{t.subject}</span>,
  },
  { id: 'client', header: 'Client', sortKey: 'client', cell: (t) => t.clientName },
  {
    id: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (t) => <StatusBadge status={t.status} />,
  },
  {
    id: 'assigned',
    header: 'Assigned',
    sortKey: 'assigned',
    cell: (t) => t.assignedAdminEmail ?? '—',
  },
];

function TicketDialog({ ticket, onClose }: { ticket: AdminTicket; onClose: () => void }) {
  const token = useAdminToken();
  const thread = useTicketThread(token, ticket.id);
  const admins = useAdmins(token);
  const reply = useReplyTicket(token);
  const update = useUpdateTicket(token);
  const replyForm = useAdminForm({ body: '', status: 'awaiting_client' });
  const manageForm = useAdminForm({
    status: ticket.status,
    assignedAdminId: ticket.assignedAdminId ?? '',
  });
  const current = thread.data?.ticket ?? ticket;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{current.subject}</DialogTitle>
          <DialogDescription>
            {current.clientName} · {current.category} · <StatusBadge status={current.status} />
          </DialogDescription>
        </DialogHeader>
        <ol aria-label="Messages" className="flex max-h-72 flex-col gap-2 overflow-y-auto">
          {thread.isPending && (
            <li className="text-sm text-muted-foreground">Loading the thread…</li>
          )}
          {thread.data?.messages.map((m) => (
            <li
              key={m.id}
              className={cn(
                'rounded-lg border border-border p-3 text-sm',
                m.authorType === 'admin' ? 'ml-8 bg-primary/10' : 'mr-8',
              )}
            >
              <p className="mb-1 text-xs text-muted-foreground">
                {m.authorName ?? m.authorType} · {formatDateTime(m.createdAt)}
              </p>
              <p className="whitespace-pre-wrap">{m.body}</p>
            </li>
          ))}
        </ol>
        <form
          aria-label="Reply"
          className="flex flex-col gap-3"
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            const saved = await replyForm.submit(
              replyTicketRequestSchema,
              replyForm.values,
              (input) => reply.mutateAsync({ id: ticket.id, input }),
            );
            if (saved) {
              toast.success('Reply Sent', current.subject);
              replyForm.set('body', '');
            }
          }}
        >
          <TextAreaField label="Reply" rows={3} {...replyForm.field('body')} />
          <SelectField
            label="Then set status to"
            options={optionsOf(ticketStatuses)}
            {...replyForm.field('status')}
          />
          <FormError message={replyForm.formError} />
          <Button type="submit" className="w-fit" disabled={replyForm.saving}>
            Send reply
          </Button>
        </form>
        <form
          aria-label="Status and assignment"
          className="grid grid-cols-1 gap-3 border-t border-border pt-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            const saved = await manageForm.submit(
              updateTicketRequestSchema,
              {
                status: manageForm.values.status,
                assignedAdminId: orNull(manageForm.values.assignedAdminId),
              },
              (input) => update.mutateAsync({ id: ticket.id, input }),
            );
            if (saved !== undefined) toast.success('Ticket Saved', current.subject);
          }}
        >
          <SelectField
            label="Status"
            options={optionsOf(ticketStatuses)}
            {...manageForm.field('status')}
          />
          <SelectField
            label="Assigned to"
            options={[
              { value: '', label: 'Nobody' },
              ...(admins.data?.items ?? []).map((a) => ({ value: a.id, label: a.name ?? a.email })),
            ]}
            {...manageForm.field('assignedAdminId')}
          />
          <Button type="submit" variant="outline" disabled={manageForm.saving}>
            Save
          </Button>
          <div className="col-span-full">
            <FormError message={manageForm.formError} />
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Support tickets: the thread, a reply, status and assignment. */
export function TicketsSection() {
  const token = useAdminToken();
  const [open, setOpen] = useState<AdminTicket | null>(null);
  return (
    <>
      <DataTable
        label="Tickets"
        server={{
          query: (params) => ticketsQueryOptions(token, params),
          csv: { path: ticketsPath, token, filename: 'tickets.csv' },
          error: 'The tickets could not be loaded.',
        }}
        columns={columns}
        getRowId={(t) => t.id}
        rowLabel={(t) => t.subject}
        searchPlaceholder="Search subject, client, category"
        filters={[{ id: 'status', label: 'Status', options: optionsOf(ticketStatuses) }]}
        initialSort={{ id: 'activity', direction: 'desc' }}
        onOpenRow={setOpen}
      />
      {open && <TicketDialog key={open.id} ticket={open} onClose={() => setOpen(null)} />}
    </>
  );
}
