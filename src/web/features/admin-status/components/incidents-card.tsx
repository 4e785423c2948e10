import { CheckCircle2, Plus } from 'lucide-react';
import { useState } from 'react';
import {
  addIncidentUpdateRequestSchema,
  createIncidentRequestSchema,
  updateIncidentRequestSchema,
  type AdminIncident,
} from '@shared/contracts/admin-operations';
import { incidentSeverities, incidentStatuses } from '@shared/contracts/public-site';
import { StatusBadge } from '@/components/admin/status-badge';
import {
  FormError,
  optionsOf,
  SelectField,
  TextAreaField,
  TextField,
} from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAdminToken } from '@/lib/admin-token';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { optional, orNull, useAdminForm } from '@/lib/use-admin-form';
import { useIncidents } from '../api/get-incidents';
import {
  useAddIncidentUpdate,
  useCreateIncident,
  useEditIncident,
  useResolveIncident,
} from '../api/incident-writes';
import { EditButton, SaveCancelButtons } from './inline-edit-buttons';

/** Title, impact (severity) and message (the description the public status page shows). */
function EditIncidentForm({ incident, onDone }: { incident: AdminIncident; onDone: () => void }) {
  const token = useAdminToken();
  const edit = useEditIncident(token);
  const form = useAdminForm({
    title: incident.title,
    severity: incident.severity,
    description: incident.description ?? '',
    component: incident.component ?? '',
  });
  return (
    <form
      aria-label={`Edit ${incident.title}`}
      className="grid grid-cols-1 gap-2 sm:grid-cols-2"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const v = form.values;
        const saved = await form.submit(
          updateIncidentRequestSchema,
          {
            title: v.title,
            severity: v.severity,
            description: orNull(v.description),
            component: orNull(v.component),
          },
          (input) => edit.mutateAsync({ id: incident.id, input }),
        );
        if (saved) {
          toast.success('Incident Saved', saved.incident.title);
          onDone();
        }
      }}
    >
      <TextField label="Title" {...form.field('title')} />
      <SelectField
        label="Impact"
        options={optionsOf(incidentSeverities)}
        {...form.field('severity')}
      />
      <TextAreaField
        label="Message"
        rows={3}
        className="col-span-full"
        hint="Shown under the title on the public status page."
        {...form.field('description')}
      />
      <TextField label="Component" {...form.field('component')} />
      <div className="col-span-full flex flex-col gap-2">
        <FormError message={form.formError} />
        <SaveCancelButtons saving={form.saving} onCancel={onDone} />
      </div>
    </form>
  );
}

function PostUpdateForm({ incident }: { incident: AdminIncident }) {
  const token = useAdminToken();
  const add = useAddIncidentUpdate(token);
  const form = useAdminForm({ status: incident.status, message: '' });
  return (
    <form
      aria-label={`Update ${incident.title}`}
      className="grid grid-cols-1 gap-2 sm:grid-cols-[10rem_1fr_auto] sm:items-end"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const saved = await form.submit(addIncidentUpdateRequestSchema, form.values, (input) =>
          add.mutateAsync({ id: incident.id, input }),
        );
        if (saved) {
          toast.success('Incident Updated', incident.title);
          form.set('message', '');
        }
      }}
    >
      <SelectField label="Status" options={optionsOf(incidentStatuses)} {...form.field('status')} />
      <TextField label="Update" {...form.field('message')} />
      <Button type="submit" variant="outline" disabled={form.saving}>
        Post update
      </Button>
      <div className="col-span-full">
        <FormError message={form.formError} />
      </div>
    </form>
  );
}

function IncidentCard({ incident }: { incident: AdminIncident }) {
  const token = useAdminToken();
  const resolve = useResolveIncident(token);
  const [editing, setEditing] = useState(false);
  const open = !incident.resolvedAt;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium">{incident.title}</p>
        <StatusBadge status={incident.status} />
        <span className="text-xs text-muted-foreground">
          {incident.severity} · since {formatDateTime(incident.startedAt)}
          {incident.resolvedAt ? ` · resolved ${formatDateTime(incident.resolvedAt)}` : ''}
        </span>
        <div className="ml-auto flex gap-2">
          {!editing && <EditButton name={incident.title} onClick={() => setEditing(true)} />}
          {open && (
            <Button
              size="sm"
              variant="outline"
              aria-label={`Resolve ${incident.title}`}
              disabled={resolve.isPending}
              onClick={() =>
                resolve.mutateAsync(incident.id).then(
                  () => toast.success('Incident Resolved', incident.title),
                  () => toast.error('Sync Error', 'Failed to sync data. Please try again.'),
                )
              }
            >
              <CheckCircle2 aria-hidden />
              Resolve
            </Button>
          )}
        </div>
      </div>
      {editing ? (
        <EditIncidentForm incident={incident} onDone={() => setEditing(false)} />
      ) : (
        incident.description && <p className="text-sm">{incident.description}</p>
      )}
      <ol className="flex flex-col gap-1 text-sm">
        {incident.updates.map((u) => (
          <li key={u.id}>
            <span className="text-muted-foreground">{formatDateTime(u.createdAt)}</span> ·{' '}
            <strong>{u.status}</strong>: {u.message}
          </li>
        ))}
      </ol>
      {open && <PostUpdateForm incident={incident} />}
    </li>
  );
}

function NewIncident() {
  const token = useAdminToken();
  const create = useCreateIncident(token);
  const form = useAdminForm({ title: '', severity: 'minor', component: '', message: '' });
  return (
    <form
      aria-label="New incident"
      className="grid grid-cols-1 gap-2 sm:grid-cols-2"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const v = form.values;
        const saved = await form.submit(
          createIncidentRequestSchema,
          {
            title: v.title,
            severity: v.severity,
            component: orNull(v.component),
            message: optional(v.message),
          },
          (input) => create.mutateAsync(input),
        );
        if (saved) {
          toast.success('Incident Opened', saved.incident.title);
          form.setValues({ title: '', severity: 'minor', component: '', message: '' });
        }
      }}
    >
      <TextField label="Title" {...form.field('title')} />
      <SelectField
        label="Impact"
        options={optionsOf(incidentSeverities)}
        {...form.field('severity')}
      />
      <TextField label="Component" {...form.field('component')} />
      <TextField label="First update" {...form.field('message')} />
      <div className="col-span-full flex flex-col gap-2">
        <FormError message={form.formError} />
        <Button type="submit" className="w-fit" disabled={form.saving}>
          <Plus aria-hidden />
          Open incident
        </Button>
      </div>
    </form>
  );
}

/** Incidents with their timed updates: open, edit, post updates, resolve with one click. */
export function IncidentsCard() {
  const token = useAdminToken();
  const incidents = useIncidents(token);
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-base">Incidents</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 px-4">
        <ul className="flex flex-col gap-2">
          {incidents.data?.items.map((i) => (
            <IncidentCard key={`${i.id}-${i.updatedAt}`} incident={i} />
          ))}
        </ul>
        <NewIncident />
      </CardContent>
    </Card>
  );
}
