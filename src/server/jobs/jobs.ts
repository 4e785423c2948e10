import { runHealthChecks } from '../features/health-monitors/health-monitors.service';
import { deleteExpiredIdempotencyKeys } from '../features/idempotency/idempotency.service';
import { runRenewalReminders } from '../features/renewal-reminders/renewal-reminders.service';
import type { Job } from './scheduler';

/** The periodic work of the server; each job has its own advisory lock key (7_270_1xx). */
export const jobs: Job[] = [
  {
    name: 'health-checks',
    everyMs: 30_000,
    lockKey: 7_270_101,
    run: (db, now) => runHealthChecks(db, { now }),
  },
  {
    name: 'idempotency-cleanup',
    everyMs: 60 * 60_000,
    lockKey: 7_270_102,
    run: (db, now) => deleteExpiredIdempotencyKeys(db, now),
  },
  {
    // Daily work, checked hourly: renewal_reminders makes every run after the first a no-op for
    // the day, and an hourly check marks a client expired within the hour their time runs out.
    name: 'renewal-reminders',
    everyMs: 60 * 60_000,
    lockKey: 7_270_103,
    run: (db, now) => runRenewalReminders(db, now),
  },
];
