import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import {
  leadKinds,
  leadStatuses,
  updateLeadRequestSchema,
  type AdminLead,
} from '@shared/contracts/admin-operations';
import { formatRand } from '@shared/rules/money';
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
import { useLeadConversion } from '../api/get-lead-conversion';
import { leadsPath, leadsQueryOptions } from '../api/get-leads';
import { useUpdateLead } from '../api/update-lead';
import { ConvertLeadForm } from './convert-lead-form';

const columns: DataTableColumn<AdminLead>[] = [
  {
    id: 'created',
    header: 'Received',
    sortKey: 'createdAt',
    cell: (l) => formatDateTime(l.createdAt),
  },
  {
    id: 'name',
    header: 'Name',
    sortKey: 'name',
    cell: (l) => (
      <span className="font-medium">
        {l.fullName}
        <span className="block text-xs text-muted-foreground">{l.email}</span>
      </span>
    ),
  },
  { id: 'kind', header: 'Kind', sortKey: 'kind', cell: (l) => humanize(l.kind) },
  {
    id: 'package',
    header: 'Package',
    sortKey: 'package',
    cell: (l) => l.packageName ?? l.duration ?? '—',
  },
  {
    id: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (l) => <StatusBadge status={l.status} />,
  },
  {
    id: 'whatsapp',
    header: 'WhatsApp',
    cell: (l) => (
      <a
        href={l.whatsappLink}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
      >
        <MessageCircle className="size-4" aria-hidden />
        {l.whatsapp}
      </a>
    ),
  },
];

function Conversion({ lead, onDone }: { lead: AdminLead; onDone: () => void }) {
  const token = useAdminToken();
  const prefill = useLeadConversion(token, lead.id);
  if (prefill.isPending)
    return <p className="text-sm text-muted-foreground">Preparing the client…</p>;
  if (prefill.isError) return <FormError message={prefill.error.message} />;
  return <ConvertLeadForm lead={lead} prefill={prefill.data} onDone={onDone} />;
}

function LeadDialog({ lead, onClose }: { lead: AdminLead; onClose: () => void }) {
  const token = useAdminToken();
  const update = useUpdateLead(token);
  const [converting, setConverting] = useState(false);
  const form = useAdminForm({ status: lead.status, notes: lead.notes ?? '' });
  const facts: [string, string | null][] = [
    ['Kind', humanize(lead.kind)],
    ['Email', lead.email],
    ['WhatsApp', lead.whatsapp],
    ['Package', lead.packageName],
    ['Price', lead.packagePriceCents === null ? null : formatRand(lead.packagePriceCents)],
    ['Duration', lead.duration],
    ['Device', lead.device],
    ['Internet', [lead.internetPlatform, lead.otherPlatform].filter(Boolean).join(': ') || null],
    ['Speed', lead.internetSpeed],
    ['Reference', lead.paymentReference],
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{lead.fullName}</DialogTitle>
          <DialogDescription>
            {humanize(lead.kind)} received {formatDateTime(lead.createdAt)}
            {lead.isRepeatTrial ? ' · repeat free trial' : ''}
          </DialogDescription>
        </DialogHeader>
        {converting ? (
          <Conversion lead={lead} onDone={onClose} />
        ) : (
          <>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
              {facts.map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="text-muted-foreground">{term}</dt>
                  <dd className="break-words">{value ?? '—'}</dd>
                </div>
              ))}
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <a href={lead.whatsappLink} target="_blank" rel="noreferrer">
                  <MessageCircle aria-hidden />
                  Chat on WhatsApp
                </a>
              </Button>
              {!lead.convertedClientId && (
                <Button size="sm" onClick={() => setConverting(true)}>
                  Convert to client
                </Button>
              )}
            </div>
            <form
              className="flex flex-col gap-4"
              noValidate
              onSubmit={async (e) => {
                e.preventDefault();
                const saved = await form.submit(
                  updateLeadRequestSchema,
                  { status: form.values.status, notes: orNull(form.values.notes) },
                  (input) => update.mutateAsync({ id: lead.id, input }),
                );
                if (saved) {
                  toast.success('Lead Saved', lead.fullName);
                  onClose();
                }
              }}
            >
              <SelectField
                label="Status"
                options={optionsOf(leadStatuses)}
                {...form.field('status')}
              />
              <TextAreaField label="Notes" rows={3} {...form.field('notes')} />
              <FormError message={form.formError} />
              <DialogFooter>
                <Button variant="outline" onClick={onClose}>
                  Close
                </Button>
                <Button type="submit" disabled={form.saving}>
                  {form.saving ? 'Saving…' : 'Save'}
                </Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Leads: orders, interest and free trials; status, conversion to a client, WhatsApp. */
export function LeadsSection() {
  const token = useAdminToken();
  const [open, setOpen] = useState<AdminLead | null>(null);
  return (
    <>
      <DataTable
        label="Leads"
        server={{
          query: (params) => leadsQueryOptions(token, params),
          csv: { path: leadsPath, token, filename: 'leads.csv' },
          error: 'The leads could not be loaded.',
        }}
        columns={columns}
        getRowId={(l) => l.id}
        rowLabel={(l) => l.fullName}
        searchPlaceholder="Search name, email, phone, package, reference"
        filters={[
          { id: 'status', label: 'Status', options: optionsOf(leadStatuses) },
          { id: 'kind', label: 'Kind', options: optionsOf(leadKinds) },
        ]}
        initialSort={{ id: 'created', direction: 'desc' }}
        onOpenRow={setOpen}
      />
      {open && <LeadDialog key={open.id} lead={open} onClose={() => setOpen(null)} />}
    </>
  );
}
