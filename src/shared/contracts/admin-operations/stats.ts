import { z } from 'zod';
import { isoDate } from './fields';

// GET /api/admin/stats (get_realtime_stats)

export const adminStatsSchema = z.object({
  clients: z.object({
    total: z.number().int(),
    active: z.number().int(),
    /** Active, expiring within the next 7 days. */
    expiringSoon: z.number().int(),
    expired: z.number().int(),
    suspended: z.number().int(),
  }),
  revenue: z.object({
    /** Captured payments with paid_at in this Africa/Johannesburg calendar month. */
    thisMonthCents: z.number().int(),
    lastMonthCents: z.number().int(),
    /** Change against last month in percent (one decimal); null when last month was 0. */
    changePercent: z.number().nullable(),
  }),
  leads: z.object({
    /** Since Johannesburg midnight. */
    today: z.number().int(),
    /** Since Monday 00:00 Johannesburg. */
    thisWeek: z.number().int(),
    new: z.number().int(),
  }),
  openTickets: z.number().int(),
  pendingUpgradeRequests: z.number().int(),
  pendingProofs: z.number().int(),
  pendingContentRequests: z.number().int(),
  openIncidents: z.number().int(),
  /** Outbox messages waiting to be sent by hand. */
  manualMessages: z.number().int(),
  failedMessages: z.number().int(),
  unresolvedSyncFailures: z.number().int(),
  series: z.object({
    /** 12 months, oldest first, `YYYY-MM` in Johannesburg time; months without payments are 0. */
    revenueByMonth: z.array(z.object({ month: z.string(), cents: z.number().int() })),
    newClientsByMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
    /** All leads by kind (order, interest, free_trial). */
    leadsByKind: z.array(z.object({ kind: z.string(), count: z.number().int() })),
  }),
  generatedAt: isoDate,
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
