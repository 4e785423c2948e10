import { Plus } from 'lucide-react';
import { useState } from 'react';
import {
  paymentMethods,
  proofStatuses,
  type AdminPayment,
  type AdminProof,
} from '@shared/contracts/admin-operations';
import { formatRand } from '@shared/rules/money';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/admin/status-badge';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { optionsOf } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAdminToken } from '@/lib/admin-token';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { paymentsPath, paymentsQueryOptions } from '../api/get-payments';
import { proofsPath, proofsQueryOptions } from '../api/get-proofs';
import { CapturePaymentDialog, ProofDialog } from './payment-dialogs';

const clientCell = (row: { clientId: string; clientName: string; clientUsername: string }) => (
  <Link
    to={paths.admin.clientDetails.getHref(row.clientId)}
    className="font-medium underline-offset-4 hover:underline"
  >
    {row.clientName}
    <span className="block text-xs text-muted-foreground">{row.clientUsername}</span>
  </Link>
);

const paymentColumns: DataTableColumn<AdminPayment>[] = [
  { id: 'paid', header: 'Paid', sortKey: 'paidAt', cell: (p) => formatDate(p.paidAt) },
  { id: 'client', header: 'Client', sortKey: 'client', cell: clientCell },
  {
    id: 'amount',
    header: 'Amount',
    sortKey: 'amountCents',
    cell: (p) => formatRand(p.amountCents),
  },
  { id: 'months', header: 'Months', sortKey: 'monthsPaid', cell: (p) => p.monthsPaid },
  {
    id: 'method',
    header: 'Method',
    sortKey: 'method',
    cell: (p) => p.method.toUpperCase(),
  },
  { id: 'reference', header: 'Reference', cell: (p) => p.reference ?? '—' },
];

const proofColumns: DataTableColumn<AdminProof>[] = [
  {
    id: 'sent',
    header: 'Sent',
    sortKey: 'createdAt',
    cell: (p) => formatDateTime(p.createdAt),
  },
  { id: 'client', header: 'Client', sortKey: 'client', cell: clientCell },
  {
    id: 'amount',
    header: 'Amount',
    sortKey: 'amountCents',
    cell: (p) => (p.amountCents === null ? '—' : formatRand(p.amountCents)),
  },
  { id: 'file', header: 'File', cell: (p) => p.fileName },
  {
    id: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (p) => <StatusBadge status={p.status} />,
  },
];

/** Captured payments (capture an EFT payment) and proofs of payment (confirm or reject). */
export function PaymentsSection() {
  const token = useAdminToken();
  const [capturing, setCapturing] = useState(false);
  const [proof, setProof] = useState<AdminProof | null>(null);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="proofs-title" className="flex flex-col gap-3">
        <h3 id="proofs-title" className="text-lg font-semibold">
          Proofs of payment
        </h3>
        <DataTable
          label="Proofs of payment"
          server={{
            query: (params) => proofsQueryOptions(token, params),
            csv: { path: proofsPath, token, filename: 'payment-proofs.csv' },
            error: 'The proofs could not be loaded.',
          }}
          columns={proofColumns}
          getRowId={(p) => p.id}
          rowLabel={(p) => `proof from ${p.clientName}`}
          searchPlaceholder="Search client, reference, file"
          filters={[{ id: 'status', label: 'Status', options: optionsOf(proofStatuses) }]}
          initialSort={{ id: 'sent', direction: 'desc' }}
          onOpenRow={setProof}
          openLabel="Review"
          pageSize={5}
        />
      </section>
      <section aria-labelledby="payments-title" className="flex flex-col gap-3">
        <h3 id="payments-title" className="text-lg font-semibold">
          Captured payments
        </h3>
        <DataTable
          label="Captured payments"
          server={{
            query: (params) => paymentsQueryOptions(token, params),
            csv: { path: paymentsPath, token, filename: 'payments.csv' },
            error: 'The payments could not be loaded.',
          }}
          columns={paymentColumns}
          getRowId={(p) => p.id}
          searchPlaceholder="Search client, reference, notes"
          filters={[{ id: 'method', label: 'Method', options: optionsOf(paymentMethods) }]}
          initialSort={{ id: 'paid', direction: 'desc' }}
          actions={
            <Button size="sm" onClick={() => setCapturing(true)}>
              <Plus aria-hidden />
              Capture payment
            </Button>
          }
        />
      </section>
      {capturing && <CapturePaymentDialog onClose={() => setCapturing(false)} />}
      {proof && <ProofDialog key={proof.id} proof={proof} onClose={() => setProof(null)} />}
    </div>
  );
}
