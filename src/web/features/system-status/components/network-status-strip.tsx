import { Activity, Globe2, Tv, Users } from 'lucide-react';
import type { LiveStats } from '@shared/contracts/public-site';
import { liveStatsDefaults } from '@shared/rules/live-stats';
import { useLiveFigures } from './use-live-figures';

export interface NetworkStatusStripProps {
  liveStats: LiveStats | undefined;
  loading: boolean;
}

const numberFormat = new Intl.NumberFormat('en-ZA');

/** The real-time network status strip (SPEC.md sections 2 and 9): four tiles. */
export function NetworkStatusStrip({ liveStats, loading }: NetworkStatusStripProps) {
  const figures = useLiveFigures(liveStats);
  const tiles = [
    {
      label: 'Active Clients',
      value: numberFormat.format(figures.activeClients),
      detail: 'watching now',
      Icon: Users,
      tone: 'text-brand-300',
    },
    {
      label: 'Live Channels',
      value: liveStats?.channelsCount || liveStatsDefaults.channelsCount,
      detail: 'HD channels',
      Icon: Tv,
      tone: 'text-violet-300',
    },
    {
      label: 'Countries',
      value: String(liveStats?.countriesServed ?? liveStatsDefaults.countriesServed),
      detail: 'countries served',
      Icon: Globe2,
      tone: 'text-amber-300',
    },
    {
      label: 'System Uptime',
      value: `${figures.uptime.toFixed(2)}%`,
      detail: figures.uptimeIsReal ? 'last 30 days' : 'reliability',
      Icon: Activity,
      tone: 'text-green-400',
    },
  ];

  return (
    <section aria-labelledby="network-status-heading" className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-col items-center gap-3 text-center">
        <h2 id="network-status-heading" className="text-2xl font-bold sm:text-3xl">
          Real-Time Network Status
        </h2>
        <div className="flex flex-wrap items-center justify-center gap-3 text-sm">
          <span
            className="inline-flex items-center gap-2 text-muted-foreground"
            data-testid="live-state"
          >
            <span
              aria-hidden
              className={`inline-block size-2 rounded-full ${loading ? 'bg-warning' : 'bg-success motion-safe:animate-pulse'}`}
            />
            {loading ? 'Connecting...' : 'Live Updates'}
          </span>
          <span className="rounded-full border border-success/40 bg-success/10 px-3 py-0.5 font-semibold text-green-300">
            Always Streaming
          </span>
        </div>
      </div>
      <dl className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {tiles.map(({ label, value, detail, Icon, tone }) => (
          <div
            key={label}
            className="flex flex-col gap-1 rounded-xl border border-border bg-card p-4 sm:p-5"
          >
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <Icon className={`size-4 shrink-0 ${tone}`} aria-hidden />
              {label}
            </dt>
            <dd className="text-2xl font-bold tabular-nums sm:text-3xl">{value}</dd>
            <dd className="text-xs text-muted-foreground">{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
