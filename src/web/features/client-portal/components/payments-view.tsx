import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { RefreshCw } from 'lucide-react';
import type { PaymentProof } from '@shared/contracts/client-portal';
import type { SiteSettingsResponse } from '@shared/contracts/public-site';
import { formatRand } from '@shared/rules/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { api, isApiRequestError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import {
  downloadProof,
  paymentsQueryOptions,
  usePayments,
  useUploadProof,
} from '../api/get-payments';
import { CopyButton } from './copy-button';

export const syncErrorToast = ['Sync Error', 'Failed to sync data. Please try again.'] as const;

const proofStatus = {
  pending: { label: 'Pending', variant: 'warning' },
  confirmed: { label: 'Confirmed', variant: 'success' },
  rejected: { label: 'Rejected', variant: 'destructive' },
} as const;
const methodLabel = { eft: 'EFT', card: 'Card', cash: 'Cash' } as const;

function HowToPay({ reference }: { reference: string | null }) {
  const settings = useQuery({
    queryKey: ['site_settings', 'client-portal'],
    queryFn: ({ signal }) =>
      api
        .get<SiteSettingsResponse>('/api/public/site-settings', { signal })
        .then((r) => r.settings),
  });
  const bank = settings.data?.eftBankDetails;
  const card = settings.data?.cardPaymentLink;
  return (
    <Card>
      <CardHeader>
        <CardTitle>How to pay</CardTitle>
        <CardDescription>Pay by EFT with your own reference, or by card.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {reference && (
          <div className="flex flex-wrap items-center gap-3">
            <span>
              Your payment reference: <strong data-testid="payment-reference">{reference}</strong>
            </span>
            <CopyButton value={reference} label="Payment reference" />
          </div>
        )}
        {bank && (
          <dl className="grid grid-cols-2 gap-1 text-sm sm:max-w-md">
            <dt className="text-muted-foreground">Bank</dt>
            <dd>{bank.bank}</dd>
            <dt className="text-muted-foreground">Account name</dt>
            <dd>{bank.accountName}</dd>
            <dt className="text-muted-foreground">Account number</dt>
            <dd>{bank.accountNumber}</dd>
            <dt className="text-muted-foreground">Branch code</dt>
            <dd>{bank.branchCode}</dd>
            <dt className="text-muted-foreground">Account type</dt>
            <dd>{bank.accountType}</dd>
          </dl>
        )}
        {card && (
          <a
            className="w-fit font-medium text-primary underline"
            href={card}
            target="_blank"
            rel="noreferrer"
          >
            Pay by card
          </a>
        )}
      </CardContent>
    </Card>
  );
}

function UploadProof({ token }: { token: string }) {
  const upload = useUploadProof(token);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      toast.error('No File Chosen', 'Please choose your proof of payment (PDF, JPG or PNG).');
      return;
    }
    try {
      await upload.mutateAsync({ file, amount, reference });
      toast.success('Proof Uploaded', 'We confirm it and extend your subscription.');
      setFile(null);
      setAmount('');
      setReference('');
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      toast.error('Upload Failed', isApiRequestError(error) ? error.message : 'Please try again.');
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Upload proof of payment</CardTitle>
        <CardDescription>PDF, JPG or PNG, up to 5 MB.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-3 sm:max-w-md" onSubmit={(e) => void onSubmit(e)}>
          <Label htmlFor="proof-file">Proof of payment</Label>
          <Input
            id="proof-file"
            ref={fileInput}
            type="file"
            accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <Label htmlFor="proof-amount">Amount paid (optional)</Label>
          <Input
            id="proof-amount"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <Label htmlFor="proof-reference">Reference used (optional)</Label>
          <Input
            id="proof-reference"
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
          <Button type="submit" disabled={upload.isPending}>
            {upload.isPending ? 'Uploading…' : 'Upload proof'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function ProofRow({ token, proof }: { token: string; proof: PaymentProof }) {
  const status = proofStatus[proof.status];
  return (
    <TableRow>
      <TableCell>{formatDate(proof.createdAt)}</TableCell>
      <TableCell>{proof.amountCents === null ? '-' : formatRand(proof.amountCents)}</TableCell>
      <TableCell>
        <Badge variant={status.variant}>{status.label}</Badge>
        {proof.rejectReason && <span className="ml-2 text-sm">{proof.rejectReason}</span>}
      </TableCell>
      <TableCell>
        <Button
          type="button"
          variant="link"
          size="sm"
          onClick={() =>
            void downloadProof(token, proof).catch(() =>
              toast.error('Download Error', 'Failed to start download. Please try again.'),
            )
          }
        >
          {proof.fileName}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** Payment history (get-client-payments), how to pay and the proof upload. */
export function PaymentsView({ token }: { token: string }) {
  const payments = usePayments(token);
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);

  async function refresh() {
    setRefreshing(true);
    try {
      // On failure the cached history stays on screen (SPEC.md section 7: falls back to cached data).
      await queryClient.fetchQuery({ ...paymentsQueryOptions(token), retry: false, staleTime: 0 });
    } catch {
      toast.error(...syncErrorToast);
    } finally {
      setRefreshing(false);
    }
  }

  const data = payments.data;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>Payment history</CardTitle>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={refreshing}
            onClick={() => void refresh()}
          >
            <RefreshCw aria-hidden />
            Refresh
          </Button>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {!data && payments.isPending && <p role="status">Loading your payments…</p>}
          {!data && payments.isError && (
            <p role="alert" className="text-destructive">
              We could not load your payments. Please try again.
            </p>
          )}
          {data && (
            <>
              <Table aria-label="Captured payments">
                <TableHeader>
                  <TableRow>
                    <TableHead>Date</TableHead>
                    <TableHead>Amount</TableHead>
                    <TableHead>Method</TableHead>
                    <TableHead>Months</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.payments.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={4}>No payments captured yet.</TableCell>
                    </TableRow>
                  )}
                  {data.payments.map((p) => (
                    <TableRow key={p.id}>
                      <TableCell>{formatDate(p.paidAt)}</TableCell>
                      <TableCell>{formatRand(p.amountCents)}</TableCell>
                      <TableCell>{methodLabel[p.method]}</TableCell>
                      <TableCell>{p.monthsPaid}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {data.proofs.length > 0 && (
                <Table aria-label="Proofs of payment">
                  <TableHeader>
                    <TableRow>
                      <TableHead>Uploaded</TableHead>
                      <TableHead>Amount</TableHead>
                      <TableHead>Status</TableHead>
                      <TableHead>File</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.proofs.map((proof) => (
                      <ProofRow key={proof.id} token={token} proof={proof} />
                    ))}
                  </TableBody>
                </Table>
              )}
            </>
          )}
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <HowToPay reference={data?.paymentReference ?? null} />
        <UploadProof token={token} />
      </div>
    </div>
  );
}
