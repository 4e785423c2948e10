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
import { toast } from '@/lib/toast';
import { useOutboxAction, type OutboxAction } from '../api/outbox-actions';
import { outboxPath, outboxQueryOptions } from '../api/get-outbox';

const columns: DataTableColumn<AdminOutboxMessage>[] = [
  {
    id: 'status',
    header: 'Status',
    // The server sorts by what needs a hand first: manual, failed, pending, sending, sent.
    sortKey: 'status',
    cell: (m) => <StatusBadge status={m.status} />,
  },
  {
    id: 'created',
    header: 'Queued',
    sortKey: 'createdAt',
    cell: (m) => formatDateTime(m.createdAt),
  },
  {
    id: 'channel',
    header: 'Channel',
    sortKey: 'channel',
    cell: (m) => (m.channel === 'whatsapp' ? 'WhatsApp' : 'Email'),
  },
  { id: 'recipient', header: 'To', sortKey: 'recipient', cell: (m) => m.recipient },
  { id: 'subject', header: 'Subject', cell: (m) => m.subject ?? m.templateKey ?? '—' },
];

const channelOptions = [
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'email', label: 'Email' },
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
  const [open, setOpen] = useState<AdminOutboxMessage | null>(null);
  return (
    <>
      <DataTable
        label="Outbox messages"
        server={{
          query: (params) => outboxQueryOptions(token, params),
          csv: { path: outboxPath, token, filename: 'outbox.csv' },
          error: 'The outbox could not be loaded.',
        }}
        columns={columns}
        getRowId={(m) => m.id}
        rowLabel={(m) => `message to ${m.recipient}`}
        searchPlaceholder="Search recipient, subject, message"
        filters={[
          { id: 'status', label: 'Status', options: optionsOf(outboxStatuses) },
          { id: 'channel', label: 'Channel', options: channelOptions },
        ]}
        initialSort={{ id: 'status', direction: 'asc' }}
        onOpenRow={setOpen}
      />
      {open && <MessageDialog key={open.id} message={open} onClose={() => setOpen(null)} />}
    </>
  );
}
