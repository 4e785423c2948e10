import {
  AlertTriangle,
  ArrowUpCircle,
  FileCheck,
  LifeBuoy,
  MessageSquareText,
  Send,
  UserPlus,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { formatRand } from '@shared/rules/money';
import type { AdminStats } from '@shared/contracts/admin-operations';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAdminToken } from '@/lib/admin-token';
import { formatJohannesburgTime } from '@/lib/johannesburg-time';
import { useAdminStats } from '../api/get-stats';

// recharts loads only with the charts, after the figures are on screen.
const StatsCharts = lazy(() => import('./stats-charts'));

interface Tile {
  label: string;
  value: string;
  detail?: string;
  icon: LucideIcon;
  section: string;
}

function tilesOf(stats: AdminStats): Tile[] {
  const change = stats.revenue.changePercent;
  return [
    {
      label: 'Active clients',
      value: String(stats.clients.active),
      detail: `${stats.clients.total} total · ${stats.clients.expiringSoon} expiring in 7 days`,
      icon: Users,
      section: 'clients',
    },
    {
      label: 'Revenue this month',
      value: formatRand(stats.revenue.thisMonthCents),
      detail:
        change === null
          ? `Last month ${formatRand(stats.revenue.lastMonthCents)}`
          : `${change >= 0 ? '+' : ''}${change}% on last month`,
      icon: Wallet,
      section: 'payments',
    },
    {
      label: 'New leads',
      value: String(stats.leads.new),
      detail: `${stats.leads.today} today · ${stats.leads.thisWeek} this week`,
      icon: UserPlus,
      section: 'leads',
    },
    {
      label: 'Open tickets',
      value: String(stats.openTickets),
      icon: LifeBuoy,
      section: 'tickets',
    },
    {
      label: 'Proofs to check',
      value: String(stats.pendingProofs),
      icon: FileCheck,
      section: 'payments',
    },
    {
      label: 'Upgrade requests',
      value: String(stats.pendingUpgradeRequests),
      icon: ArrowUpCircle,
      section: 'upgrades',
    },
    {
      label: 'Content requests',
      value: String(stats.pendingContentRequests),
      icon: MessageSquareText,
      section: 'content-requests',
    },
    {
      label: 'Messages to send',
      value: String(stats.manualMessages),
      detail: `${stats.failedMessages} failed`,
      icon: Send,
      section: 'outbox',
    },
    {
      label: 'Open incidents',
      value: String(stats.openIncidents),
      detail: `${stats.unresolvedSyncFailures} unresolved sync failures`,
      icon: AlertTriangle,
      section: 'status',
    },
  ];
}

/** The overview: live statistics (refreshed every 30 s and on every admin change) and charts. */
export function OverviewSection() {
  const token = useAdminToken();
  const stats = useAdminStats(token);

  if (stats.isPending) {
    return (
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <p role="alert" className="text-destructive">
        The statistics could not be loaded. They will be tried again shortly.
      </p>
    );
  }
  // No admin access (SPEC.md section 6): no stats, quietly.
  if (stats.data === null) return <p className="text-muted-foreground">No statistics available.</p>;

  const data = stats.data;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted-foreground">
        Updated {formatJohannesburgTime(data.generatedAt)} (Johannesburg time)
      </p>
      <ul aria-label="Statistics" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {tilesOf(data).map((tile) => (
          <li key={tile.label}>
            <Link
              to={paths.admin.dashboard.getHref(tile.section)}
              className="block h-full rounded-xl focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
            >
              <Card className="h-full gap-2 py-4 transition-colors hover:border-primary/60">
                <CardHeader className="flex-row items-center justify-between px-4">
                  <CardTitle className="text-sm font-medium text-muted-foreground">
                    {tile.label}
                  </CardTitle>
                  <tile.icon className="size-4 text-muted-foreground" aria-hidden />
                </CardHeader>
                <CardContent className="px-4">
                  <p className="text-2xl font-bold" data-stat={tile.label}>
                    {tile.value}
                  </p>
                  {tile.detail && <p className="text-xs text-muted-foreground">{tile.detail}</p>}
                </CardContent>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
      <Suspense fallback={<Skeleton className="h-72 rounded-xl" />}>
        <StatsCharts series={data.series} />
      </Suspense>
    </div>
  );
}
