import { useState } from 'react';
import {
  convertLeadRequestSchema,
  messageChannels,
  type AdminLead,
  type LeadConversionPrefill,
} from '@shared/contracts/admin-operations';
import { OneTimePassword } from '@/components/admin/one-time-password';
import { FormError, optionsOf, SelectField, TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { useAdminToken } from '@/lib/admin-token';
import { toDateInput } from '@/lib/date-input';
import { toast } from '@/lib/toast';
import { orNull, toInt, useAdminForm } from '@/lib/use-admin-form';
import { useConvertLead } from '../api/convert-lead';

/** Convert a lead to a client: the fields prefilled from the lead, the password shown once. */
export function ConvertLeadForm({
  lead,
  prefill,
  onDone,
}: {
  lead: AdminLead;
  prefill: LeadConversionPrefill;
  onDone: () => void;
}) {
  const token = useAdminToken();
  const convert = useConvertLead(token);
  const [result, setResult] = useState<{
    password: string | null;
    sentVia: string | null;
    username: string;
  } | null>(null);
  const form = useAdminForm({
    username: prefill.username,
    firstName: prefill.firstName,
    lastName: prefill.lastName,
    email: prefill.email ?? '',
    whatsapp: prefill.whatsapp ?? '',
    preferredChannel: prefill.preferredChannel,
    subscriptionExpiresAt: toDateInput(prefill.subscriptionExpiresAt),
    maxConnections: String(prefill.maxConnections),
    deliverPassword: 'show',
  });

  if (result) {
    return (
      <div className="flex flex-col gap-4">
        <OneTimePassword
          password={result.password}
          sentVia={result.sentVia}
          username={result.username}
        />
        <DialogFooter>
          <Button onClick={onDone}>Done</Button>
        </DialogFooter>
      </div>
    );
  }
  const v = form.values;
  return (
    <form
      aria-label="Convert to client"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const saved = await form.submit(
          convertLeadRequestSchema,
          {
            username: v.username,
            firstName: v.firstName,
            lastName: v.lastName,
            email: orNull(v.email),
            whatsapp: orNull(v.whatsapp),
            preferredChannel: v.preferredChannel,
            packageId: prefill.packageId,
            subscriptionExpiresAt: orNull(v.subscriptionExpiresAt),
            maxConnections: toInt(v.maxConnections),
            deliverPassword: v.deliverPassword,
          },
          (input) => convert.mutateAsync({ id: lead.id, input }),
        );
        if (saved) {
          toast.success('Client Created', `${saved.client.name} is now a client.`);
          setResult({
            password: saved.oneTimePassword,
            sentVia: saved.sentVia,
            username: saved.client.username,
          });
        }
      }}
    >
      <TextField label="Username" autoComplete="off" {...form.field('username')} />
      <TextField label="First name" {...form.field('firstName')} />
      <TextField label="Last name" {...form.field('lastName')} />
      <TextField label="Email" type="email" {...form.field('email')} />
      <TextField label="WhatsApp" {...form.field('whatsapp')} />
      <SelectField
        label="Preferred channel"
        options={optionsOf(messageChannels)}
        {...form.field('preferredChannel')}
      />
      <TextField label="Expires on" type="date" {...form.field('subscriptionExpiresAt')} />
      <TextField label="Max connections" type="number" {...form.field('maxConnections')} />
      <SelectField
        label="Password"
        className="col-span-full"
        options={[
          { value: 'show', label: 'Show it to me once' },
          { value: 'send', label: 'Send it to the client' },
        ]}
        {...form.field('deliverPassword')}
      />
      <div className="col-span-full">
        <FormError message={form.formError} />
      </div>
      <DialogFooter className="col-span-full">
        <Button type="submit" disabled={form.saving}>
          {form.saving ? 'Converting…' : 'Create client'}
        </Button>
      </DialogFooter>
    </form>
  );
}
