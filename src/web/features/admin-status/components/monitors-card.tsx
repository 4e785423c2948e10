import { Pause, Play, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import {
  createHealthMonitorRequestSchema,
  updateHealthMonitorRequestSchema,
  type AdminHealthMonitor,
} from '@shared/contracts/admin-operations';
import { StatusBadge } from '@/components/admin/status-badge';
import { FormError, TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAdminToken } from '@/lib/admin-token';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { toInt, useAdminForm } from '@/lib/use-admin-form';
import { useMonitorHistory, useMonitors } from '../api/get-monitors';
import { useCreateMonitor, useEditMonitor, useRunHealthChecks } from '../api/monitor-writes';
import { EditButton, SaveCancelButtons } from './inline-edit-buttons';

type MonitorFields = { name: string; url: string; expectedStatus: string; intervalSeconds: string };

const emptyMonitor: MonitorFields = {
  name: '',
  url: '',
  expectedStatus: '200',
  intervalSeconds: '300',
};

const monitorInput = (v: MonitorFields) => ({
  name: v.name,
  url: v.url,
  expectedStatus: toInt(v.expectedStatus),
  intervalSeconds: toInt(v.intervalSeconds),
});

function MonitorFieldsRow({ form }: { form: ReturnType<typeof useAdminForm<MonitorFields>> }) {
  return (
    <>
      <TextField label="Name" {...form.field('name')} />
      <TextField label="URL" placeholder="https://" {...form.field('url')} />
      <TextField label="Expected status" type="number" {...form.field('expectedStatus')} />
      <TextField label="Interval (s)" type="number" {...form.field('intervalSeconds')} />
    </>
  );
}

const monitorGrid = 'grid grid-cols-1 gap-2 sm:grid-cols-[1fr_2fr_8rem_8rem_auto] sm:items-end';

function EditMonitorForm({ monitor, onDone }: { monitor: AdminHealthMonitor; onDone: () => void }) {
  const token = useAdminToken();
  const edit = useEditMonitor(token);
  const form = useAdminForm<MonitorFields>({
    name: monitor.name,
    url: monitor.url,
    expectedStatus: String(monitor.expectedStatus),
    intervalSeconds: String(monitor.intervalSeconds),
  });
  return (
    <form
      aria-label={`Edit ${monitor.name}`}
      className={monitorGrid}
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const saved = await form.submit(
          updateHealthMonitorRequestSchema,
          monitorInput(form.values),
          (input) => edit.mutateAsync({ id: monitor.id, input }),
        );
        if (saved) {
          toast.success('Monitor Saved', saved.monitor.name);
          onDone();
        }
      }}
    >
      <MonitorFieldsRow form={form} />
      <SaveCancelButtons saving={form.saving} onCancel={onDone} />
      <div className="col-span-full">
        <FormError message={form.formError} />
      </div>
    </form>
  );
}

function NewMonitor() {
  const token = useAdminToken();
  const create = useCreateMonitor(token);
  const form = useAdminForm<MonitorFields>(emptyMonitor);
  return (
    <form
      aria-label="New monitor"
      className={monitorGrid}
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const saved = await form.submit(
          createHealthMonitorRequestSchema,
          monitorInput(form.values),
          (input) => create.mutateAsync(input),
        );
        if (saved) {
          toast.success('Monitor Added', saved.monitor.name);
          form.setValues(emptyMonitor);
        }
      }}
    >
      <MonitorFieldsRow form={form} />
      <Button type="submit" variant="outline" disabled={form.saving}>
        Add
      </Button>
      <div className="col-span-full">
        <FormError message={form.formError} />
      </div>
    </form>
  );
}

function percent(value: number | null) {
  return value === null ? '—' : `${value}%`;
}

function MonitorItem({ monitor: m }: { monitor: AdminHealthMonitor }) {
  const token = useAdminToken();
  const edit = useEditMonitor(token);
  const [editing, setEditing] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const history = useMonitorHistory(token, showHistory ? m.id : null);
  const paused = !m.isActive;

  function togglePause() {
    edit.mutateAsync({ id: m.id, input: { isActive: paused } }).then(
      () => toast.success(paused ? 'Monitor Resumed' : 'Monitor Paused', m.name),
      () => toast.error('Sync Error', 'Failed to sync data. Please try again.'),
    );
  }

  return (
    <li className="flex flex-col gap-1 rounded-lg border border-border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{m.name}</span>
        <StatusBadge
          status={
            paused ? 'paused' : m.lastCheck ? (m.lastCheck.ok ? 'stable' : 'down') : 'pending'
          }
        />
        <span className="break-all text-muted-foreground">{m.url}</span>
      </div>
      <p className="text-muted-foreground">
        {paused
          ? 'Not checked, and left out of the public uptime, until resumed · '
          : `Expects ${m.expectedStatus} every ${m.intervalSeconds} s · `}
        uptime 24 h {percent(m.uptime24hPercent)} · 30 d {percent(m.uptime30dPercent)}
        {m.lastCheck
          ? ` · last ${formatDateTime(m.lastCheck.checkedAt)} (${m.lastCheck.statusCode ?? m.lastCheck.error ?? '—'})`
          : ''}
      </p>
      {editing && <EditMonitorForm monitor={m} onDone={() => setEditing(false)} />}
      <div className="flex flex-wrap gap-2">
        {!editing && <EditButton name={m.name} onClick={() => setEditing(true)} />}
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${paused ? 'Resume' : 'Pause'} ${m.name}`}
          disabled={edit.isPending}
          onClick={togglePause}
        >
          {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
          {paused ? 'Resume' : 'Pause'}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setShowHistory((s) => !s)}>
          {showHistory ? 'Hide history' : 'History'}
        </Button>
      </div>
      {showHistory && (
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
  );
}

/** Health monitors: add, edit, pause or resume, history, and 'run now' (system-health-monitor). */
export function MonitorsCard() {
  const token = useAdminToken();
  const monitors = useMonitors(token);
  const run = useRunHealthChecks(token);
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-base">Health monitors</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 px-4">
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
          <RefreshCw aria-hidden />
          Run now
        </Button>
        <ul className="flex flex-col gap-2">
          {monitors.data?.items.map((m) => (
            <MonitorItem key={m.id} monitor={m} />
          ))}
        </ul>
        <NewMonitor />
      </CardContent>
    </Card>
  );
}
