import { useState } from 'react';
import {
  capturePaymentRequestSchema,
  messageChannels,
  paymentMethods,
  sendClientMessageRequestSchema,
  updateClientRequestSchema,
  type AdminClient,
} from '@shared/contracts/admin-operations';
import { OneTimePassword } from '@/components/admin/one-time-password';
import {
  FormError,
  optionsOf,
  SelectField,
  TextAreaField,
  TextField,
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
import { toDateInput } from '@/lib/date-input';
import { toast } from '@/lib/toast';
import { optional, orNull, randToCents, toInt, useAdminForm } from '@/lib/use-admin-form';
import { useRecordPayment } from '../api/record-payment';
import { useResetClientPassword } from '../api/reset-client-password';
import { useSendClientMessage } from '../api/send-client-message';
import { useUpdateClient } from '../api/update-client';

interface DialogProps {
  client: AdminClient;
  onClose: () => void;
}

function Frame({
  title,
  description,
  onClose,
  children,
}: {
  title: string;
  description?: string;
  onClose: () => void;
  children: React.ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

function Footer({
  onClose,
  saving,
  label,
}: {
  onClose: () => void;
  saving: boolean;
  label: string;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onClose}>
        Cancel
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving…' : label}
      </Button>
    </DialogFooter>
  );
}

/** Record a payment: captured, the expiry extended by the months paid, a receipt queued. */
export function RecordPaymentDialog({ client, onClose }: DialogProps) {
  const token = useAdminToken();
  const record = useRecordPayment(token);
  const form = useAdminForm({
    amount: '',
    monthsPaid: '1',
    method: 'eft',
    reference: client.paymentReference ?? '',
    notes: '',
  });
  return (
    <Frame title="Record a payment" description={`For ${client.name}`} onClose={onClose}>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const v = form.values;
          const saved = await form.submit(
            capturePaymentRequestSchema,
            {
              clientId: client.id,
              amountCents: randToCents(v.amount),
              monthsPaid: toInt(v.monthsPaid),
              method: v.method,
              reference: optional(v.reference),
              notes: orNull(v.notes),
            },
            (input) => record.mutateAsync(input),
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
          label="Amount (R)"
          placeholder="199.00"
          {...form.field('amount')}
          error={form.errors.amountCents}
        />
        <TextField label="Months paid" type="number" {...form.field('monthsPaid')} />
        <SelectField label="Method" options={optionsOf(paymentMethods)} {...form.field('method')} />
        <TextField label="Reference" {...form.field('reference')} />
        <TextAreaField label="Notes" rows={2} {...form.field('notes')} />
        <FormError message={form.formError} />
        <Footer onClose={onClose} saving={form.saving} label="Capture payment" />
      </form>
    </Frame>
  );
}

/** Extend (or shorten) the subscription: a new expiry day. */
export function ExtendDialog({ client, onClose }: DialogProps) {
  const token = useAdminToken();
  const update = useUpdateClient(token);
  const form = useAdminForm({ subscriptionExpiresAt: toDateInput(client.subscriptionExpiresAt) });
  return (
    <Frame title="Extend subscription" description={`For ${client.name}`} onClose={onClose}>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const saved = await form.submit(
            updateClientRequestSchema,
            { subscriptionExpiresAt: form.values.subscriptionExpiresAt },
            (input) => update.mutateAsync({ id: client.id, input }),
          );
          if (saved) {
            toast.success(
              'Subscription Extended',
              `${client.name} now expires ${form.values.subscriptionExpiresAt}.`,
            );
            onClose();
          }
        }}
      >
        <TextField label="Expires on" type="date" {...form.field('subscriptionExpiresAt')} />
        <FormError message={form.formError} />
        <Footer onClose={onClose} saving={form.saving} label="Save expiry" />
      </form>
    </Frame>
  );
}

/** Send a message through the outbox (email or WhatsApp). */
export function SendMessageDialog({ client, onClose }: DialogProps) {
  const token = useAdminToken();
  const send = useSendClientMessage(token);
  const form = useAdminForm({ channel: client.preferredChannel, subject: '', body: '' });
  return (
    <Frame title="Send a message" description={`To ${client.name}`} onClose={onClose}>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const v = form.values;
          const saved = await form.submit(
            sendClientMessageRequestSchema,
            { channel: v.channel, subject: optional(v.subject), body: v.body },
            (input) => send.mutateAsync({ id: client.id, input }),
          );
          if (saved) {
            toast.success('Message Queued', `Sent to ${saved.recipient} by ${saved.channel}.`);
            onClose();
          }
        }}
      >
        <SelectField
          label="Channel"
          options={optionsOf(messageChannels)}
          {...form.field('channel')}
        />
        <TextField label="Subject" {...form.field('subject')} />
        <TextAreaField label="Message" {...form.field('body')} />
        <FormError message={form.formError} />
        <Footer onClose={onClose} saving={form.saving} label="Send" />
      </form>
    </Frame>
  );
}

/** Reset the password: a new one, shown once or sent. */
export function ResetPasswordDialog({ client, onClose }: DialogProps) {
  const token = useAdminToken();
  const reset = useResetClientPassword(token);
  const [deliver, setDeliver] = useState<'show' | 'send'>('show');
  const [result, setResult] = useState<{
    oneTimePassword: string | null;
    sentVia: string | null;
  } | null>(null);
  return (
    <Frame
      title="Reset password"
      description={`For ${client.name} (${client.username})`}
      onClose={onClose}
    >
      {result ? (
        <>
          <OneTimePassword
            password={result.oneTimePassword}
            sentVia={result.sentVia}
            username={client.username}
          />
          <DialogFooter>
            <Button onClick={onClose}>Done</Button>
          </DialogFooter>
        </>
      ) : (
        <>
          <SelectField
            id="reset-deliver"
            label="New password"
            value={deliver}
            onChange={(value) => setDeliver(value === 'send' ? 'send' : 'show')}
            options={[
              { value: 'show', label: 'Show it to me once' },
              { value: 'send', label: 'Send it to the client' },
            ]}
          />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button
              disabled={reset.isPending}
              onClick={() =>
                reset
                  .mutateAsync({ id: client.id, deliver })
                  .then(setResult, () =>
                    toast.error('Sync Error', 'Failed to sync data. Please try again.'),
                  )
              }
            >
              Reset password
            </Button>
          </DialogFooter>
        </>
      )}
    </Frame>
  );
}
