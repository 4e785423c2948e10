import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { createTestDatabase } from '../test/database';
import { startScheduler, type Job } from './scheduler';

// PostgreSQL pass only: two instances share one database and its advisory locks.
describe('scheduled jobs with two instances', () => {
  it('run on one instance at a time', async () => {
    const t = await createTestDatabase();
    const other = await openDatabase({ driver: 'postgres', url: t.url!, poolSize: 2 });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const runs: string[] = [];
    const job = (instance: string): Job => ({
      name: 'reminders',
      everyMs: 3_600_000,
      lockKey: 42_001,
      async run() {
        runs.push(instance);
        await gate;
        return instance;
      },
    });
    const a = startScheduler(t.database, [job('a')]);
    const b = startScheduler(other, [job('b')]);
    try {
      const first = a.runNow('reminders');
      // Wait until instance a holds the lock and is inside the job.
      await expect.poll(() => runs.length).toBe(1);
      expect(await b.runNow('reminders')).toBeNull();
      release();
      expect(await first).toBe('a');
      expect(runs).toEqual(['a']);
      // Free again: b may run now.
      expect(await b.runNow('reminders')).toBe('b');
    } finally {
      await a.stop();
      await b.stop();
      await other.close();
      await t.drop();
    }
  });
});
