import { and, count, gte, lt, sql, type AnyColumn } from 'drizzle-orm';
import type { AdminStats } from '@shared/contracts/admin-operations';
import {
  johannesburgMonthKey,
  startOfJohannesburgDay,
  startOfJohannesburgMonth,
  startOfJohannesburgWeek,
} from '@shared/rules/johannesburg-time';
import type { Db } from '../../db/client';
import {
  capturedPayments,
  clients,
  contentRequests,
  leads,
  outbox,
  packageUpgradeRequests,
  paymentProofs,
  supportTickets,
  syncFailures,
  systemIncidents,
} from '../../db/schema/index';

const dayMs = 24 * 60 * 60 * 1000;

/** 'YYYY-MM' of a timestamptz column on the Johannesburg calendar (fixed UTC+2, see the rule). */
const monthOf = (column: AnyColumn) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '2 hours', 'YYYY-MM')`;

const n = (value: unknown) => Number(value ?? 0);

/** The twelve month keys ending with the month of `now`, oldest first. */
function lastTwelveMonths(now: Date): string[] {
  return Array.from({ length: 12 }, (_, i) =>
    johannesburgMonthKey(startOfJohannesburgMonth(now, i - 11)),
  );
}

/** get_realtime_stats: the dashboard's figures and chart series, from the database as it is now. */
export async function getAdminStats(db: Db, now = new Date()): Promise<AdminStats> {
  const monthStart = startOfJohannesburgMonth(now);
  const lastMonthStart = startOfJohannesburgMonth(now, -1);
  const nextMonthStart = startOfJohannesburgMonth(now, 1);
  const seriesStart = startOfJohannesburgMonth(now, -11);
  const soon = new Date(now.getTime() + 7 * dayMs);
  const nowIso = now.toISOString();

  const [[clientCounts], [revenue], [leadCounts], [queues], revenueRows, clientRows, leadKinds] =
    await Promise.all([
      db
        .select({
          total: count(),
          active: sql`count(*) filter (where ${clients.status} = 'active')`,
          expiringSoon: sql`count(*) filter (where ${clients.status} = 'active' and ${clients.subscriptionExpiresAt} >= ${nowIso}::timestamptz and ${clients.subscriptionExpiresAt} <= ${soon.toISOString()}::timestamptz)`,
          expired: sql`count(*) filter (where ${clients.status} = 'expired')`,
          suspended: sql`count(*) filter (where ${clients.status} = 'suspended')`,
        })
        .from(clients),
      db
        .select({
          thisMonth: sql`coalesce(sum(${capturedPayments.amountCents}) filter (where ${capturedPayments.paidAt} >= ${monthStart.toISOString()}::timestamptz), 0)`,
          lastMonth: sql`coalesce(sum(${capturedPayments.amountCents}) filter (where ${capturedPayments.paidAt} < ${monthStart.toISOString()}::timestamptz), 0)`,
        })
        .from(capturedPayments)
        .where(
          and(
            gte(capturedPayments.paidAt, lastMonthStart),
            lt(capturedPayments.paidAt, nextMonthStart),
          ),
        ),
      db
        .select({
          today: sql`count(*) filter (where ${leads.createdAt} >= ${startOfJohannesburgDay(now).toISOString()}::timestamptz)`,
          thisWeek: sql`count(*) filter (where ${leads.createdAt} >= ${startOfJohannesburgWeek(now).toISOString()}::timestamptz)`,
          new: sql`count(*) filter (where ${leads.status} = 'new')`,
        })
        .from(leads),
      db
        .select({
          openTickets: sql`(select count(*) from ${supportTickets} where ${supportTickets.status} in ('open', 'awaiting_client'))`,
          pendingUpgrades: sql`(select count(*) from ${packageUpgradeRequests} where ${packageUpgradeRequests.status} = 'pending')`,
          pendingProofs: sql`(select count(*) from ${paymentProofs} where ${paymentProofs.status} = 'pending')`,
          pendingContent: sql`(select count(*) from ${contentRequests} where ${contentRequests.status} = 'pending')`,
          openIncidents: sql`(select count(*) from ${systemIncidents} where ${systemIncidents.status} <> 'resolved')`,
          manual: sql`(select count(*) from ${outbox} where ${outbox.status} = 'manual')`,
          failed: sql`(select count(*) from ${outbox} where ${outbox.status} = 'failed')`,
          syncFailures: sql`(select count(*) from ${syncFailures} where ${syncFailures.resolvedAt} is null)`,
        })
        .from(sql`(select 1) as one`),
      db
        .select({
          month: monthOf(capturedPayments.paidAt),
          cents: sql`sum(${capturedPayments.amountCents})`,
        })
        .from(capturedPayments)
        .where(
          and(
            gte(capturedPayments.paidAt, seriesStart),
            lt(capturedPayments.paidAt, nextMonthStart),
          ),
        )
        .groupBy(monthOf(capturedPayments.paidAt)),
      db
        .select({ month: monthOf(clients.createdAt), count: count() })
        .from(clients)
        .where(and(gte(clients.createdAt, seriesStart), lt(clients.createdAt, nextMonthStart)))
        .groupBy(monthOf(clients.createdAt)),
      db.select({ kind: leads.kind, count: count() }).from(leads).groupBy(leads.kind),
    ]);

  const thisMonthCents = n(revenue?.thisMonth);
  const lastMonthCents = n(revenue?.lastMonth);
  const months = lastTwelveMonths(now);
  return {
    clients: {
      total: n(clientCounts?.total),
      active: n(clientCounts?.active),
      expiringSoon: n(clientCounts?.expiringSoon),
      expired: n(clientCounts?.expired),
      suspended: n(clientCounts?.suspended),
    },
    revenue: {
      thisMonthCents,
      lastMonthCents,
      changePercent:
        lastMonthCents === 0
          ? null
          : Math.round(((thisMonthCents - lastMonthCents) / lastMonthCents) * 1000) / 10,
    },
    leads: {
      today: n(leadCounts?.today),
      thisWeek: n(leadCounts?.thisWeek),
      new: n(leadCounts?.new),
    },
    openTickets: n(queues?.openTickets),
    pendingUpgradeRequests: n(queues?.pendingUpgrades),
    pendingProofs: n(queues?.pendingProofs),
    pendingContentRequests: n(queues?.pendingContent),
    openIncidents: n(queues?.openIncidents),
    manualMessages: n(queues?.manual),
    failedMessages: n(queues?.failed),
    unresolvedSyncFailures: n(queues?.syncFailures),
    series: {
      revenueByMonth: months.map((month) => ({
        month,
        cents: n(revenueRows.find((r) => r.month === month)?.cents),
      })),
      newClientsByMonth: months.map((month) => ({
        month,
        count: n(clientRows.find((r) => r.month === month)?.count),
      })),
      leadsByKind: leadKinds
        .map((k) => ({ kind: k.kind, count: n(k.count) }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    },
    generatedAt: now.toISOString(),
  };
}
