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
import { adminCsvUrl } from '@/lib/list-query';
import { paymentsPath, usePayments } from '../api/get-payments';
import { proofsPath, useProofs } from '../api/get-proofs';
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
  { id: 'paid', header: 'Paid', sortValue: (p) => p.paidAt, cell: (p) => formatDate(p.paidAt) },
  { id: 'client', header: 'Client', sortValue: (p) => p.clientName, cell: clientCell },
  {
    id: 'amount',
    header: 'Amount',
    sortValue: (p) => p.amountCents,
    cell: (p) => formatRand(p.amountCents),
  },
  { id: 'months', header: 'Months', sortValue: (p) => p.monthsPaid, cell: (p) => p.monthsPaid },
  {
    id: 'method',
    header: 'Method',
    sortValue: (p) => p.method,
    cell: (p) => p.method.toUpperCase(),
  },
  { id: 'reference', header: 'Reference', cell: (p) => p.reference ?? '—' },
];

const proofColumns: DataTableColumn<AdminProof>[] = [
  {
    id: 'sent',
    header: 'Sent',
    sortValue: (p) => p.createdAt,
    cell: (p) => formatDateTime(p.createdAt),
  },
  { id: 'client', header: 'Client', sortValue: (p) => p.clientName, cell: clientCell },
  {
    id: 'amount',
    header: 'Amount',
    sortValue: (p) => p.amountCents,
    cell: (p) => (p.amountCents === null ? '—' : formatRand(p.amountCents)),
  },
  { id: 'file', header: 'File', cell: (p) => p.fileName },
  {
    id: 'status',
    header: 'Status',
    sortValue: (p) => p.status,
    cell: (p) => <StatusBadge status={p.status} />,
  },
];

/** Captured payments (capture an EFT payment) and proofs of payment (confirm or reject). */
export function PaymentsSection() {
  const token = useAdminToken();
  const payments = usePayments(token);
  const proofs = useProofs(token);
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
          rows={proofs.data?.items}
          isLoading={proofs.isPending}
          error={proofs.isError ? 'The proofs could not be loaded.' : null}
          columns={proofColumns}
          getRowId={(p) => p.id}
          rowLabel={(p) => `proof from ${p.clientName}`}
          searchText={(p) =>
            `${p.clientName} ${p.clientUsername} ${p.reference ?? ''} ${p.fileName}`
          }
          filters={[
            {
              id: 'status',
              label: 'Status',
              options: optionsOf(proofStatuses),
              matches: (p, v) => p.status === v,
            },
          ]}
          initialSort={{ id: 'sent', direction: 'desc' }}
          onOpenRow={setProof}
          openLabel="Review"
          pageSize={5}
          csv={{ url: adminCsvUrl(proofsPath), token, filename: 'payment-proofs.csv' }}
        />
      </section>
      <section aria-labelledby="payments-title" className="flex flex-col gap-3">
        <h3 id="payments-title" className="text-lg font-semibold">
          Captured payments
        </h3>
        <DataTable
          label="Captured payments"
          rows={payments.data?.items}
          isLoading={payments.isPending}
          error={payments.isError ? 'The payments could not be loaded.' : null}
          columns={paymentColumns}
          getRowId={(p) => p.id}
          searchText={(p) => `${p.clientName} ${p.clientUsername} ${p.reference ?? ''}`}
          filters={[
            {
              id: 'method',
              label: 'Method',
              options: optionsOf(paymentMethods),
              matches: (p, v) => p.method === v,
            },
          ]}
          initialSort={{ id: 'paid', direction: 'desc' }}
          csv={{ url: adminCsvUrl(paymentsPath), token, filename: 'payments.csv' }}
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
