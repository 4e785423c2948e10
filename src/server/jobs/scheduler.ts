import type { Database, Db } from '../db/client';

export interface Job {
  name: string;
  everyMs: number;
  /** A PostgreSQL advisory lock key of its own: only one instance runs the job at a time. */
  lockKey: number;
  run(db: Db, now: Date): Promise<unknown>;
}

export interface Scheduler {
  /** Runs a job at once (tests, 'run now'); null when another instance holds it. */
  runNow(name: string): Promise<unknown>;
  stop(): Promise<void>;
}

/**
 * Periodic jobs of every instance. Each run tries the job's advisory lock without waiting, so with
 * several instances on one PostgreSQL exactly one of them does the work each time.
 */
export function startScheduler(
  database: Database,
  jobs: Job[],
  log?: { warn(obj: object, msg: string): void },
): Scheduler {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  const run = (job: Job): Promise<unknown> => {
    const attempt = database
      .withAdvisoryLock(job.lockKey, (db) => job.run(db, new Date()), { wait: false })
      .catch((error: unknown) => {
        log?.warn({ err: error, job: job.name }, 'scheduled job failed');
        return null;
      });
    running.add(attempt);
    void attempt.finally(() => running.delete(attempt));
    return attempt;
  };

  for (const job of jobs) {
    const timer = setInterval(() => {
      if (!stopped) void run(job);
    }, job.everyMs);
    timer.unref();
    timers.push(timer);
  }

  return {
    runNow(name) {
      const job = jobs.find((j) => j.name === name);
      if (!job) throw new Error(`no job named ${name}`);
      return run(job);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
    },
  };
}
