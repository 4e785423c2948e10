import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRand } from '@shared/rules/money';
import { StatusBadge } from '@/components/admin/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { PageSkeleton } from '@/components/layout/page-skeleton';
import { paths } from '@/config/paths';
import { useAdminToken } from '@/lib/admin-token';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useClientDetails } from '../api/get-client-details';
import { useUpdateClient } from '../api/update-client';
import {
  ExtendDialog,
  RecordPaymentDialog,
  ResetPasswordDialog,
  SendMessageDialog,
} from './client-action-dialogs';
import { ClientFormDialog } from './client-form-dialog';
import { ClientStreamingLogin } from './client-streaming-login';

type Action = 'edit' | 'payment' | 'extend' | 'message' | 'password' | null;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="px-4">{children}</CardContent>
    </Card>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 break-words">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function MiniTable({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">None yet.</p>;
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          {head.map((h) => (
            <TableHead key={h}>{h}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((cells, i) => (
          <TableRow key={i}>
            {cells.map((cell, j) => (
              <TableCell key={j}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /admin/client/{clientId}: the client's profile, subscription, history, and what can be done. */
export function ClientDetailsPage({ clientId }: { clientId: string }) {
  const token = useAdminToken();
  const details = useClientDetails(token, clientId);
  const update = useUpdateClient(token);
  const [action, setAction] = useState<Action>(null);

  if (details.isPending) return <PageSkeleton variant="card" className="px-0" />;
  if (details.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <h1 className="text-2xl font-bold">Client {clientId}</h1>
        <p role="alert" className="text-muted-foreground">
          This client could not be loaded: {details.error.message}
        </p>
        <Button asChild variant="outline">
          <Link to={paths.admin.dashboard.getHref('clients')}>Back to clients</Link>
        </Button>
      </div>
    );
  }
  const { client, subscription } = details.data;
  const d = details.data;
  const suspended = client.status === 'suspended';
  const close = () => setAction(null);

  function toggleStatus() {
    update
      .mutateAsync({ id: client.id, input: { status: suspended ? 'active' : 'suspended' } })
      .then(
        () => toast.success(suspended ? 'Client Activated' : 'Client Suspended', client.name),
        () => toast.error('Sync Error', 'Failed to sync data. Please try again.'),
      );
  }

  return (
    <div className="flex flex-col gap-4">
      <Link
        to={paths.admin.dashboard.getHref('clients')}
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> Clients
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{client.name}</h1>
        <StatusBadge status={client.status} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={suspended ? 'default' : 'destructive'}
          onClick={toggleStatus}
          disabled={update.isPending}
        >
          {suspended ? 'Activate' : 'Suspend'}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setAction('password')}>
          Reset password
        </Button>
        <Button size="sm" variant="outline" onClick={() => setAction('extend')}>
          Extend
        </Button>
        <Button size="sm" variant="outline" onClick={() => setAction('payment')}>
          Record a payment
        </Button>
        <Button size="sm" variant="outline" onClick={() => setAction('message')}>
          Send a message
        </Button>
        <Button size="sm" variant="outline" onClick={() => setAction('edit')}>
          Edit
        </Button>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Section title="Profile">
          <Facts
            rows={[
              ['Username', client.username],
              ['Email', client.email],
              [
                'WhatsApp',
                client.whatsappLink ? (
                  <a
                    key="w"
                    className="underline"
                    href={client.whatsappLink}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {client.whatsapp}
                  </a>
                ) : (
                  client.whatsapp
                ),
              ],
              ['Prefers', client.preferredChannel],
              ['Reference', client.paymentReference],
              ['Client since', formatDate(client.createdAt)],
              ['Notes', client.notes],
            ]}
          />
        </Section>
        <Section title="Subscription">
          <Facts
            rows={[
              ['Package', subscription.packageName],
              [
                'Price',
                subscription.packagePriceCents === null
                  ? null
                  : formatRand(subscription.packagePriceCents),
              ],
              ['Started', subscription.startedAt ? formatDate(subscription.startedAt) : null],
              [
                'Expires',
                subscription.expiresAt ? (
                  <span key="e" data-testid="client-expiry">
                    {formatDate(subscription.expiresAt)}
                  </span>
                ) : null,
              ],
              ['Days left', subscription.daysLeft === null ? null : String(subscription.daysLeft)],
              ['Connections', String(subscription.maxConnections)],
            ]}
          />
        </Section>
        <Section title="Streaming login">
          {/* A saved change of the login forgets a password revealed before it. */}
          <ClientStreamingLogin
            key={client.updatedAt}
            clientId={client.id}
            login={d.streamingLogin}
          />
        </Section>
        <Section title="Payments">
          <MiniTable
            label="Payments"
            head={['Paid', 'Amount', 'Months', 'Method', 'Reference']}
            rows={d.payments.map((p) => [
              formatDate(p.paidAt),
              formatRand(p.amountCents),
              String(p.monthsPaid),
              p.method.toUpperCase(),
              p.reference ?? '—',
            ])}
          />
        </Section>
        <Section title="Proofs of payment">
          <MiniTable
            label="Proofs of payment"
            head={['Sent', 'File', 'Amount', 'Status']}
            rows={d.proofs.map((p) => [
              formatDate(p.createdAt),
              p.fileName,
              p.amountCents === null ? '—' : formatRand(p.amountCents),
              <StatusBadge key="s" status={p.status} />,
            ])}
          />
        </Section>
        <Section title="Support tickets">
          <MiniTable
            label="Support tickets"
            head={['Opened', 'Subject', 'Status']}
            rows={d.tickets.map((t) => [
              formatDate(t.createdAt),
              t.subject,
              <StatusBadge key="s" status={t.status} />,
            ])}
          />
        </Section>
        <Section title="Upgrade requests">
          <MiniTable
            label="Upgrade requests"
            head={['Asked', 'From', 'To', 'Status']}
            rows={d.upgradeRequests.map((u) => [
              formatDate(u.createdAt),
              u.fromPackageName ?? '—',
              u.toPackageName ?? '—',
              <StatusBadge key="s" status={u.status} />,
            ])}
          />
        </Section>
        <Section title="Content requests">
          <MiniTable
            label="Content requests"
            head={['Asked', 'Title', 'Kind', 'Status']}
            rows={d.contentRequests.map((c) => [
              formatDate(c.createdAt),
              c.title,
              c.kind,
              <StatusBadge key="s" status={c.status} />,
            ])}
          />
        </Section>
      </div>
      <Section title="Audit trail">
        <MiniTable
          label="Audit trail"
          head={['When', 'Who', 'What']}
          rows={d.audit.map((a) => [
            formatDateTime(a.createdAt),
            a.actorLabel ?? a.actorType,
            a.action,
          ])}
        />
      </Section>
      {action === 'edit' && (
        <ClientFormDialog client={client} open onOpenChange={(o) => !o && close()} />
      )}
      {action === 'payment' && <RecordPaymentDialog client={client} onClose={close} />}
      {action === 'extend' && <ExtendDialog client={client} onClose={close} />}
      {action === 'message' && <SendMessageDialog client={client} onClose={close} />}
      {action === 'password' && <ResetPasswordDialog client={client} onClose={close} />}
    </div>
  );
}
