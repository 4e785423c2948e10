import { AlertTriangle, CheckCircle2, Wrench } from 'lucide-react';
import type { ComponentStatus, Incident } from '@shared/contracts/public-site';
import { overallSystemState, type SystemState } from '@shared/rules/system-status';
import { LoadFailed, LoadingBlock } from '@/components/layout/public-page';
import { formatDateTime } from '@/lib/format-date';
import { useIncidents } from '../api/get-incidents';
import { useSystemStatus } from '../api/get-status';

const overallText: Record<SystemState, string> = {
  stable: 'All Systems Operational',
  maintenance: 'Maintenance In Progress',
  down: 'Service Disruption',
};

const stateStyle: Record<SystemState, { box: string; Icon: typeof CheckCircle2; label: string }> = {
  stable: {
    box: 'border-green-400/50 bg-green-400/10 text-green-300',
    Icon: CheckCircle2,
    label: 'Operational',
  },
  maintenance: {
    box: 'border-orange-400/50 bg-orange-400/10 text-orange-300',
    Icon: Wrench,
    label: 'Maintenance',
  },
  down: { box: 'border-red-400/50 bg-red-400/10 text-red-300', Icon: AlertTriangle, label: 'Down' },
};

const severityStyle: Record<Incident['severity'], string> = {
  minor: 'bg-yellow-400/15 text-yellow-200',
  major: 'bg-orange-400/15 text-orange-200',
  critical: 'bg-red-400/15 text-red-200',
};

/** The status page: overall state, each component, and the incident history. */
export function StatusPage() {
  const status = useSystemStatus();
  const incidents = useIncidents(20);

  if (status.isPending) return <LoadingBlock label="Loading the system status…" />;
  if (status.isError)
    return <LoadFailed what="the system status" onRetry={() => void status.refetch()} />;

  const overall = status.data.overall ?? overallSystemState(status.data.components);
  const { box, Icon } = stateStyle[overall];

  return (
    <div className="flex flex-col gap-10">
      <p
        className={`flex items-center gap-3 rounded-2xl border p-5 text-xl font-bold ${box}`}
        data-testid="overall-status"
        data-state={overall}
      >
        <Icon className="size-7 shrink-0" aria-hidden />
        {overallText[overall]}
      </p>

      <section aria-labelledby="components-heading" className="flex flex-col gap-3">
        <h2 id="components-heading" className="text-2xl font-bold">
          Components
        </h2>
        <ul className="flex flex-col divide-y divide-border rounded-2xl border border-border bg-card">
          {status.data.components.map((component) => (
            <li
              key={component.id}
              className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold">{component.component}</p>
                {component.message && (
                  <p className="text-sm text-muted-foreground">{component.message}</p>
                )}
                <p className="text-xs text-muted-foreground">
                  Updated {formatDateTime(component.updatedAt)}
                </p>
              </div>
              <StatusBadge status={component.status} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="incidents-heading" className="flex flex-col gap-3">
        <h2 id="incidents-heading" className="text-2xl font-bold">
          Incident History
        </h2>
        {incidents.isPending ? (
          <LoadingBlock />
        ) : (incidents.data ?? []).length === 0 ? (
          <p className="rounded-xl border border-border bg-card p-5 text-muted-foreground">
            No incidents reported recently.
          </p>
        ) : (
          <ul className="flex flex-col gap-4">
            {(incidents.data ?? []).map((incident) => (
              <li key={incident.id} className="rounded-2xl border border-border bg-card p-5">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-lg font-semibold">{incident.title}</h3>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${severityStyle[incident.severity]}`}
                  >
                    {incident.severity}
                  </span>
                  <span className="rounded-full border border-border px-2 py-0.5 text-xs capitalize">
                    {incident.status}
                  </span>
                </div>
                <p className="mt-1 text-xs text-muted-foreground">
                  {incident.component ? `${incident.component} · ` : ''}Started{' '}
                  {formatDateTime(incident.startedAt)}
                  {incident.resolvedAt ? ` · Resolved ${formatDateTime(incident.resolvedAt)}` : ''}
                </p>
                {incident.description && <p className="mt-2 text-sm">{incident.description}</p>}
                {incident.updates.length > 0 && (
                  <ol className="mt-3 flex flex-col gap-2 border-l border-border pl-4">
                    {incident.updates.map((update) => (
                      <li key={update.id} className="text-sm">
                        <span className="font-semibold capitalize">{update.status}</span>{' '}
                        <span className="text-xs text-muted-foreground">
                          {formatDateTime(update.createdAt)}
                        </span>
                        <p className="text-muted-foreground">{update.message}</p>
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function StatusBadge({ status }: { status: ComponentStatus }) {
  const { box, Icon, label } = stateStyle[status];
  return (
    <span
      className={`inline-flex w-fit items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold ${box}`}
    >
      <Icon className="size-4" aria-hidden />
      {label}
    </span>
  );
}
