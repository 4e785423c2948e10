import { Mail, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { outboxStatuses, type AdminOutboxMessage } from '@shared/contracts/admin-operations';
import { StatusBadge } from '@/components/admin/status-badge';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { optionsOf } from '@/components/form/fields';
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
import { adminCsvUrl } from '@/lib/list-query';
import { toast } from '@/lib/toast';
import { useOutboxAction, type OutboxAction } from '../api/outbox-actions';
import { outboxPath, useOutbox } from '../api/get-outbox';

const rank: Record<string, number> = { manual: 0, failed: 1, pending: 2, sending: 3, sent: 4 };

const columns: DataTableColumn<AdminOutboxMessage>[] = [
  {
    id: 'status',
    header: 'Status',
    sortValue: (m) => rank[m.status] ?? 9,
    cell: (m) => <StatusBadge status={m.status} />,
  },
  {
    id: 'created',
    header: 'Queued',
    sortValue: (m) => m.createdAt,
    cell: (m) => formatDateTime(m.createdAt),
  },
  {
    id: 'channel',
    header: 'Channel',
    sortValue: (m) => m.channel,
    cell: (m) => (m.channel === 'whatsapp' ? 'WhatsApp' : 'Email'),
  },
  { id: 'recipient', header: 'To', sortValue: (m) => m.recipient, cell: (m) => m.recipient },
  { id: 'subject', header: 'Subject', cell: (m) => m.subject ?? m.templateKey ?? '—' },
];

function MessageDialog({ message, onClose }: { message: AdminOutboxMessage; onClose: () => void }) {
  const token = useAdminToken();
  const act = useOutboxAction(token);
  const run = (action: OutboxAction) =>
    act.mutateAsync({ id: message.id, action }).then(
      () => {
        toast.success(
          action === 'retry' ? 'Message Queued Again' : 'Marked as Sent',
          message.recipient,
        );
        onClose();
      },
      () => toast.error('Sync Error', 'Failed to sync data. Please try again.'),
    );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{message.subject ?? `Message to ${message.recipient}`}</DialogTitle>
          <DialogDescription>
            {message.channel === 'whatsapp' ? 'WhatsApp' : 'Email'} to {message.recipient} ·{' '}
            {message.attempts} attempt(s)
          </DialogDescription>
        </DialogHeader>
        <pre className="max-h-72 overflow-y-auto rounded-lg bg-muted p-3 text-sm whitespace-pre-wrap">
          {message.body}
        </pre>
        {message.lastError && (
          <p className="text-sm text-destructive">Last error: {message.lastError}</p>
        )}
        <DialogFooter>
          <Button asChild variant="outline">
            <a href={message.sendLink} target="_blank" rel="noreferrer">
              {message.channel === 'whatsapp' ? (
                <MessageCircle aria-hidden />
              ) : (
                <Mail aria-hidden />
              )}
              {message.channel === 'whatsapp' ? 'Open in WhatsApp' : 'Open in email'}
            </a>
          </Button>
          {message.status === 'failed' && (
            <Button variant="outline" disabled={act.isPending} onClick={() => void run('retry')}>
              Retry
            </Button>
          )}
          {message.status !== 'sent' && (
            <Button disabled={act.isPending} onClick={() => void run('mark-sent')}>
              Mark as sent
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The outbox: messages to send by hand (wa.me / mailto, then 'Mark as sent') and failed ones to retry. */
export function OutboxSection() {
  const token = useAdminToken();
  const list = useOutbox(token);
  const [open, setOpen] = useState<AdminOutboxMessage | null>(null);
  return (
    <>
      <DataTable
        label="Outbox messages"
        rows={list.data?.items}
        isLoading={list.isPending}
        error={list.isError ? 'The outbox could not be loaded.' : null}
        columns={columns}
        getRowId={(m) => m.id}
        rowLabel={(m) => `message to ${m.recipient}`}
        searchText={(m) => `${m.recipient} ${m.subject ?? ''} ${m.body}`}
        filters={[
          {
            id: 'status',
            label: 'Status',
            options: optionsOf(outboxStatuses),
            matches: (m, v) => m.status === v,
          },
        ]}
        initialSort={{ id: 'status', direction: 'asc' }}
        onOpenRow={setOpen}
        csv={{ url: adminCsvUrl(outboxPath), token, filename: 'outbox.csv' }}
      />
      {open && <MessageDialog key={open.id} message={open} onClose={() => setOpen(null)} />}
    </>
  );
}
