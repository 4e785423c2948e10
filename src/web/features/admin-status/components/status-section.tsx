import { Play, Plus } from 'lucide-react';
import { useState } from 'react';
import {
  addIncidentUpdateRequestSchema,
  componentStatuses,
  createHealthMonitorRequestSchema,
  createIncidentRequestSchema,
  incidentSeverities,
  incidentStatuses,
  setComponentStatusRequestSchema,
  type AdminIncident,
} from '@shared/contracts/admin-operations';
import { StatusBadge } from '@/components/admin/status-badge';
import { FormError, optionsOf, SelectField, TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAdminToken } from '@/lib/admin-token';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { optional, orNull, toInt, useAdminForm } from '@/lib/use-admin-form';
import { useComponents } from '../api/get-components';
import { useIncidents } from '../api/get-incidents';
import { useMonitorHistory, useMonitors } from '../api/get-monitors';
import { useAddIncidentUpdate, useCreateIncident } from '../api/incident-writes';
import { useCreateMonitor, useRunHealthChecks } from '../api/monitor-writes';
import { useSetComponentStatus } from '../api/set-component-status';

function ComponentForm({
  component,
  status,
  message,
}: {
  component: string;
  status: string;
  message: string;
}) {
  const token = useAdminToken();
  const set = useSetComponentStatus(token);
  const form = useAdminForm({ component, status, message });
  const isNew = component === '';
  return (
    <form
      aria-label={isNew ? 'New component' : `Component ${component}`}
      className="grid grid-cols-1 gap-2 border-b border-border pb-3 sm:grid-cols-[1fr_10rem_2fr_auto] sm:items-end"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const name = form.values.component.trim();
        if (!name) {
          form.set('component', '');
          return;
        }
        const saved = await form.submit(
          setComponentStatusRequestSchema,
          { status: form.values.status, message: orNull(form.values.message) },
          (input) => set.mutateAsync({ component: name, input }),
        );
        if (saved) toast.success('Status Saved', `${name}: ${saved.component.status}`);
      }}
    >
      <TextField label="Component" disabled={!isNew} {...form.field('component')} />
      <SelectField
        label="Status"
        options={optionsOf(componentStatuses)}
        {...form.field('status')}
      />
      <TextField label="Message" {...form.field('message')} />
      <Button type="submit" variant="outline" disabled={form.saving}>
        Save
      </Button>
      <div className="col-span-full">
        <FormError message={form.formError} />
      </div>
    </form>
  );
}

function IncidentCard({ incident }: { incident: AdminIncident }) {
  const token = useAdminToken();
  const add = useAddIncidentUpdate(token);
  const form = useAdminForm({ status: incident.status, message: '' });
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium">{incident.title}</p>
        <StatusBadge status={incident.status} />
        <span className="text-xs text-muted-foreground">
          {incident.severity} · since {formatDateTime(incident.startedAt)}
          {incident.resolvedAt ? ` · resolved ${formatDateTime(incident.resolvedAt)}` : ''}
        </span>
      </div>
      <ol className="flex flex-col gap-1 text-sm">
        {incident.updates.map((u) => (
          <li key={u.id}>
            <span className="text-muted-foreground">{formatDateTime(u.createdAt)}</span> ·{' '}
            <strong>{u.status}</strong>: {u.message}
          </li>
        ))}
      </ol>
      {!incident.resolvedAt && (
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
          <SelectField
            label="Status"
            options={optionsOf(incidentStatuses)}
            {...form.field('status')}
          />
          <TextField label="Update" {...form.field('message')} />
          <Button type="submit" variant="outline" disabled={form.saving}>
            Post update
          </Button>
          <div className="col-span-full">
            <FormError message={form.formError} />
          </div>
        </form>
      )}
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
        label="Severity"
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

function NewMonitor() {
  const token = useAdminToken();
  const create = useCreateMonitor(token);
  const form = useAdminForm({ name: '', url: '', expectedStatus: '200', intervalSeconds: '300' });
  return (
    <form
      aria-label="New monitor"
      className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_2fr_8rem_8rem_auto] sm:items-end"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const v = form.values;
        const saved = await form.submit(
          createHealthMonitorRequestSchema,
          {
            name: v.name,
            url: v.url,
            expectedStatus: toInt(v.expectedStatus),
            intervalSeconds: toInt(v.intervalSeconds),
          },
          (input) => create.mutateAsync(input),
        );
        if (saved) {
          toast.success('Monitor Added', saved.monitor.name);
          form.setValues({ name: '', url: '', expectedStatus: '200', intervalSeconds: '300' });
        }
      }}
    >
      <TextField label="Name" {...form.field('name')} />
      <TextField label="URL" placeholder="https://" {...form.field('url')} />
      <TextField label="Expected status" type="number" {...form.field('expectedStatus')} />
      <TextField label="Interval (s)" type="number" {...form.field('intervalSeconds')} />
      <Button type="submit" variant="outline" disabled={form.saving}>
        Add
      </Button>
      <div className="col-span-full">
        <FormError message={form.formError} />
      </div>
    </form>
  );
}

function Monitors() {
  const token = useAdminToken();
  const monitors = useMonitors(token);
  const run = useRunHealthChecks(token);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const history = useMonitorHistory(token, historyOf);
  return (
    <div className="flex flex-col gap-3">
      <Button
        className="w-fit"
        size="sm"
        disabled={run.isPending}
        onClick={() =>
          run.mutateAsync(undefined).then(
            (r) =>
              toast.info(
                'Health Check Started',
                `${r.results.length} monitor(s) checked; refreshing shortly.`,
              ),
            () => toast.error('Sync Error', 'Failed to sync data. Please try again.'),
          )
        }
      >
        <Play aria-hidden />
        Run now
      </Button>
      <ul className="flex flex-col gap-2">
        {monitors.data?.items.map((m) => (
          <li
            key={m.id}
            className="flex flex-col gap-1 rounded-lg border border-border p-3 text-sm"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{m.name}</span>
              <StatusBadge
                status={m.lastCheck ? (m.lastCheck.ok ? 'stable' : 'down') : 'pending'}
              />
              <span className="break-all text-muted-foreground">{m.url}</span>
            </div>
            <p className="text-muted-foreground">
              Expects {m.expectedStatus} every {m.intervalSeconds} s · uptime 24 h{' '}
              {m.uptime24hPercent === null ? '—' : `${m.uptime24hPercent}%`} · 30 d{' '}
              {m.uptime30dPercent === null ? '—' : `${m.uptime30dPercent}%`}
              {m.lastCheck
                ? ` · last ${formatDateTime(m.lastCheck.checkedAt)} (${m.lastCheck.statusCode ?? m.lastCheck.error ?? '—'})`
                : ''}
            </p>
            <Button
              variant="ghost"
              size="sm"
              className="w-fit"
              onClick={() => setHistoryOf(historyOf === m.id ? null : m.id)}
            >
              {historyOf === m.id ? 'Hide history' : 'History'}
            </Button>
            {historyOf === m.id && (
              <ol aria-label={`History of ${m.name}`} className="flex flex-wrap gap-1">
                {history.data?.checks.map((c) => (
                  <li
                    key={c.id}
                    title={`${formatDateTime(c.checkedAt)}: ${c.statusCode ?? c.error ?? ''} ${c.responseMs ?? ''} ms`}
                    className={`size-3 rounded-sm ${c.ok ? 'bg-success' : 'bg-destructive'}`}
                  >
                    <span className="sr-only">{c.ok ? 'up' : 'down'}</span>
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ul>
      <NewMonitor />
    </div>
  );
}

/** Status and health: component statuses, incidents with timed updates, health monitors. */
export function StatusSection() {
  const token = useAdminToken();
  const components = useComponents(token);
  const incidents = useIncidents(token);
  return (
    <div className="flex flex-col gap-4">
      <Card className="gap-3 py-4">
        <CardHeader className="flex-row items-center gap-2 px-4">
          <CardTitle className="text-base">System status</CardTitle>
          {components.data && <StatusBadge status={components.data.overall} />}
        </CardHeader>
        <CardContent className="flex flex-col gap-3 px-4">
          {components.data?.items.map((c) => (
            <ComponentForm
              key={`${c.id}-${c.updatedAt}`}
              component={c.component}
              status={c.status}
              message={c.message ?? ''}
            />
          ))}
          <ComponentForm key="new" component="" status="stable" message="" />
        </CardContent>
      </Card>
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
      <Card className="gap-3 py-4">
        <CardHeader className="px-4">
          <CardTitle className="text-base">Health monitors</CardTitle>
        </CardHeader>
        <CardContent className="px-4">
          <Monitors />
        </CardContent>
      </Card>
    </div>
  );
}
