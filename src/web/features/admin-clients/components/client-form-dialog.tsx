import { useState } from 'react';
import {
  clientStatuses,
  createClientRequestSchema,
  messageChannels,
  updateClientRequestSchema,
  type AdminClient,
  type CreateClientResponse,
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
import { optional, orNull, toInt, useAdminForm } from '@/lib/use-admin-form';
import { useCreateClient } from '../api/create-client';
import { usePackageChoices } from '../api/get-packages';
import { useUpdateClient } from '../api/update-client';

function initialValues(client: AdminClient | null) {
  return {
    username: client?.username ?? '',
    firstName: client?.firstName ?? '',
    lastName: client?.lastName ?? '',
    email: client?.email ?? '',
    whatsapp: client?.whatsapp ?? '',
    preferredChannel: client?.preferredChannel ?? 'whatsapp',
    status: client?.status ?? 'active',
    packageId: client?.packageId ?? '',
    subscriptionExpiresAt: toDateInput(client?.subscriptionExpiresAt),
    maxConnections: String(client?.maxConnections ?? 1),
    serverUrl: '',
    streamUsername: '',
    streamPassword: '',
    notes: client?.notes ?? '',
    deliverPassword: 'show',
  };
}

/** Create a client (with a generated password shown once or sent), or edit one. */
export function ClientFormDialog({
  client,
  open,
  onOpenChange,
}: {
  /** null: a new client. */
  client: AdminClient | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const token = useAdminToken();
  const form = useAdminForm(initialValues(client));
  const packages = usePackageChoices(token);
  const create = useCreateClient(token);
  const update = useUpdateClient(token);
  const [created, setCreated] = useState<CreateClientResponse | null>(null);
  const v = form.values;

  const streamingLogin = {
    serverUrl: optional(v.serverUrl),
    username: optional(v.streamUsername),
    password: optional(v.streamPassword),
  };
  const common = {
    firstName: v.firstName,
    lastName: v.lastName,
    email: orNull(v.email),
    whatsapp: orNull(v.whatsapp),
    preferredChannel: v.preferredChannel,
    packageId: orNull(v.packageId),
    subscriptionExpiresAt: orNull(v.subscriptionExpiresAt),
    maxConnections: toInt(v.maxConnections),
    streamingLogin,
    notes: orNull(v.notes),
  };

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (client) {
      const saved = await form.submit(
        updateClientRequestSchema,
        { ...common, status: v.status },
        (input) => update.mutateAsync({ id: client.id, input }),
      );
      if (saved) {
        toast.success('Client Saved', `${saved.client.name} was updated.`);
        onOpenChange(false);
      }
      return;
    }
    const saved = await form.submit(
      createClientRequestSchema,
      { ...common, username: v.username, deliverPassword: v.deliverPassword },
      (input) => create.mutateAsync(input),
    );
    if (saved) {
      toast.success('Client Created', `${saved.client.name} can now sign in.`);
      setCreated(saved);
    }
  }

  const packageOptions = [
    { value: '', label: 'No package' },
    ...(packages.data?.items ?? []).map((p) => ({
      value: p.id,
      label: p.isActive ? p.name : `${p.name} (inactive)`,
    })),
  ];
  if (client?.packageId && !packageOptions.some((o) => o.value === client.packageId)) {
    packageOptions.push({
      value: client.packageId,
      label: client.packageName ?? 'Current package',
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{client ? `Edit ${client.name}` : 'New client'}</DialogTitle>
          <DialogDescription>
            {client ? `Username ${client.username}` : 'A password is generated for the client.'}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <div className="flex flex-col gap-4">
            <OneTimePassword
              password={created.oneTimePassword}
              sentVia={created.sentVia}
              username={created.client.username}
            />
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>Done</Button>
            </DialogFooter>
          </div>
        ) : (
          <form className="grid grid-cols-1 gap-4 sm:grid-cols-2" onSubmit={onSubmit} noValidate>
            {!client && (
              <TextField label="Username" autoComplete="off" {...form.field('username')} />
            )}
            {client && (
              <SelectField
                label="Status"
                options={optionsOf(clientStatuses)}
                {...form.field('status')}
              />
            )}
            <TextField label="First name" {...form.field('firstName')} />
            <TextField label="Last name" {...form.field('lastName')} />
            <TextField label="Email" type="email" {...form.field('email')} />
            <TextField label="WhatsApp" placeholder="+27XXXXXXXXX" {...form.field('whatsapp')} />
            <SelectField
              label="Preferred channel"
              options={optionsOf(messageChannels)}
              {...form.field('preferredChannel')}
            />
            <SelectField label="Package" options={packageOptions} {...form.field('packageId')} />
            <TextField label="Expires on" type="date" {...form.field('subscriptionExpiresAt')} />
            <TextField label="Max connections" type="number" {...form.field('maxConnections')} />
            <fieldset className="col-span-full grid grid-cols-1 gap-4 rounded-lg border border-border p-3 sm:grid-cols-3">
              <legend className="px-1 text-sm font-medium">
                Streaming login{client?.hasStreamingLogin ? ' (on file: leave empty to keep)' : ''}
              </legend>
              <TextField
                label="Server URL"
                {...form.field('serverUrl')}
                error={form.errors['streamingLogin.serverUrl']}
              />
              <TextField
                label="Stream username"
                {...form.field('streamUsername')}
                error={form.errors['streamingLogin.username']}
              />
              <TextField
                label="Stream password"
                {...form.field('streamPassword')}
                error={form.errors['streamingLogin.password']}
              />
            </fieldset>
            <TextAreaField label="Notes" className="col-span-full" {...form.field('notes')} />
            {!client && (
              <SelectField
                label="Password"
                className="col-span-full"
                options={[
                  { value: 'show', label: 'Show it to me once' },
                  { value: 'send', label: 'Send it to the client' },
                ]}
                {...form.field('deliverPassword')}
              />
            )}
            <div className="col-span-full">
              <FormError message={form.formError} />
            </div>
            <DialogFooter className="col-span-full">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={form.saving}>
                {form.saving ? 'Saving…' : client ? 'Save' : 'Create client'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
