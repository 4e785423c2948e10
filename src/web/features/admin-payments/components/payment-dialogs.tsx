import { useState } from 'react';
import {
  capturePaymentRequestSchema,
  confirmProofRequestSchema,
  paymentMethods,
  rejectProofRequestSchema,
  type AdminProof,
} from '@shared/contracts/admin-operations';
import { formatRand } from '@shared/rules/money';
import {
  FormError,
  optionsOf,
  SelectField,
  TextAreaField,
  TextField,
} from '@/components/form/fields';
import { searchDebounceMs, useDebouncedValue } from '@/lib/use-debounced-value';
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
import { toDateInput } from '@/lib/date-input';
import { formatDateTime } from '@/lib/format-date';
import { openWithToken } from '@/lib/open-file';
import { toast } from '@/lib/toast';
import { optional, orNull, randToCents, toInt, useAdminForm } from '@/lib/use-admin-form';
import { useCapturePayment } from '../api/capture-payment';
import { useConfirmProof } from '../api/confirm-proof';
import { useClientChoices } from '../api/get-client-choices';
import { useRejectProof } from '../api/reject-proof';

/** Capture an EFT payment for a client: the expiry moves by the months paid. */
export function CapturePaymentDialog({ onClose }: { onClose: () => void }) {
  const token = useAdminToken();
  const [find, setFind] = useState('');
  const clients = useClientChoices(token, useDebouncedValue(find, searchDebounceMs).trim());
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const capture = useCapturePayment(token);
  const form = useAdminForm({
    clientId: '',
    amount: '',
    monthsPaid: '1',
    method: 'eft',
    reference: '',
    notes: '',
  });
  const found = (clients.data?.items ?? []).map((c) => ({
    value: c.id,
    label: `${c.name} (${c.username})`,
  }));
  // The chosen client stays a choice while another search is typed.
  const options = [
    { value: '', label: clients.isPending ? 'Loading clients…' : 'Choose a client' },
    ...(chosen && !found.some((o) => o.value === chosen.value) ? [chosen] : []),
    ...found,
  ];
  const clientField = form.field('clientId');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Capture a payment</DialogTitle>
          <DialogDescription>
            The client's subscription is extended by the months paid.
          </DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            const v = form.values;
            const saved = await form.submit(
              capturePaymentRequestSchema,
              {
                clientId: v.clientId,
                amountCents: randToCents(v.amount),
                monthsPaid: toInt(v.monthsPaid),
                method: v.method,
                reference: optional(v.reference),
                notes: orNull(v.notes),
              },
              (input) => capture.mutateAsync(input),
            );
            if (saved) {
              toast.success(
                'Payment Captured',
                `Expiry now ${toDateInput(saved.client.subscriptionExpiresAt)}`,
              );
              onClose();
            }
          }}
        >
          <TextField
            id="capture-find-client"
            label="Find a client"
            placeholder="Name, username, email, phone"
            value={find}
            onChange={setFind}
            hint={
              clients.data && clients.data.total > clients.data.items.length
                ? `Showing ${clients.data.items.length} of ${clients.data.total} clients: search to narrow them.`
                : undefined
            }
          />
          <SelectField
            label="Client"
            options={options}
            {...clientField}
            onChange={(value) => {
              setChosen(options.find((o) => o.value === value && value !== '') ?? null);
              clientField.onChange(value);
            }}
          />
          <TextField
            label="Amount (R)"
            placeholder="199.00"
            {...form.field('amount')}
            error={form.errors.amountCents}
          />
          <TextField label="Months paid" type="number" {...form.field('monthsPaid')} />
          <SelectField
            label="Method"
            options={optionsOf(paymentMethods)}
            {...form.field('method')}
          />
          <TextField label="Reference" {...form.field('reference')} />
          <TextAreaField label="Notes" rows={2} {...form.field('notes')} />
          <FormError message={form.formError} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.saving}>
              {form.saving ? 'Saving…' : 'Capture payment'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A proof of payment: view the file, confirm it (captures the payment) or reject it with a reason. */
export function ProofDialog({ proof, onClose }: { proof: AdminProof; onClose: () => void }) {
  const token = useAdminToken();
  const confirm = useConfirmProof(token);
  const reject = useRejectProof(token);
  const confirmForm = useAdminForm({
    amount: proof.amountCents === null ? '' : (proof.amountCents / 100).toFixed(2),
    monthsPaid: '1',
    reference: proof.reference ?? '',
  });
  const rejectForm = useAdminForm({ reason: '' });
  const pending = proof.status === 'pending';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Proof from {proof.clientName}</DialogTitle>
          <DialogDescription>
            {proof.fileName} · sent {formatDateTime(proof.createdAt)}
            {proof.amountCents !== null ? ` · ${formatRand(proof.amountCents)}` : ''}
          </DialogDescription>
        </DialogHeader>
        <Button
          variant="outline"
          className="w-fit"
          onClick={() =>
            openWithToken(proof.fileUrl, token).catch((error: unknown) =>
              toast.error(
                'File Error',
                error instanceof Error ? error.message : 'The file could not be opened.',
              ),
            )
          }
        >
          View the proof
        </Button>
        {!pending && (
          <p className="text-sm">
            This proof was {proof.status}
            {proof.rejectReason ? `: ${proof.rejectReason}` : '.'}
          </p>
        )}
        {pending && (
          <>
            <form
              aria-label="Confirm proof"
              className="flex flex-col gap-3 rounded-lg border border-border p-3"
              noValidate
              onSubmit={async (e) => {
                e.preventDefault();
                const v = confirmForm.values;
                const saved = await confirmForm.submit(
                  confirmProofRequestSchema,
                  {
                    amountCents: v.amount.trim() === '' ? undefined : randToCents(v.amount),
                    monthsPaid: toInt(v.monthsPaid),
                    reference: optional(v.reference),
                  },
                  (input) => confirm.mutateAsync({ id: proof.id, input }),
                );
                if (saved) {
                  toast.success(
                    'Proof Confirmed',
                    `Payment captured; expiry now ${toDateInput(saved.client.subscriptionExpiresAt)}`,
                  );
                  onClose();
                }
              }}
            >
              <TextField
                label="Amount (R)"
                {...confirmForm.field('amount')}
                error={confirmForm.errors.amountCents}
              />
              <TextField label="Months paid" type="number" {...confirmForm.field('monthsPaid')} />
              <TextField label="Reference" {...confirmForm.field('reference')} />
              <FormError message={confirmForm.formError} />
              <Button type="submit" disabled={confirmForm.saving}>
                Confirm proof
              </Button>
            </form>
            <form
              aria-label="Reject proof"
              className="flex flex-col gap-3 rounded-lg border border-border p-3"
              noValidate
              onSubmit={async (e) => {
                e.preventDefault();
                const saved = await rejectForm.submit(
                  rejectProofRequestSchema,
                  rejectForm.values,
                  (input) => reject.mutateAsync({ id: proof.id, reason: input.reason }),
                );
                if (saved) {
                  toast.success('Proof Rejected', 'The client is told why.');
                  onClose();
                }
              }}
            >
              <TextAreaField label="Reason" rows={2} {...rejectForm.field('reason')} />
              <FormError message={rejectForm.formError} />
              <Button type="submit" variant="destructive" disabled={rejectForm.saving}>
                Reject proof
              </Button>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
