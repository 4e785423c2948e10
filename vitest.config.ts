import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@': fileURLToPath(new URL('./src/web', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a two-core machine like
    // CI's. The files spend enough time waiting (on PGlite, PostgreSQL, timers) that two workers
    // there finish the suites in about two-thirds of the time (unit 467 s to 328 s).
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    projects: [
      {
        resolve: { alias },
        test: { name: 'shared', environment: 'node', include: ['src/shared/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'eslint/**/*.test.ts'],
          // Tests that need a PostgreSQL server (several instances, restarts) run only in that pass.
          exclude: [
            ...configDefaults.exclude,
            '**/*.fault.test.ts',
            ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.test.ts']),
          ],
          // Each file opens its own embedded database; PGlite start-up is CPU-bound.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Fault injection on private throwaway PostgreSQL servers (`npm run test:faults`, CI only).
          name: 'faults',
          environment: 'node',
          include: ['src/server/**/*.fault.test.ts'],
          // One fault at a time: each restarts or kills servers of its own.
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          // Above the 5 s that findBy may wait (test/setup.ts), so a slow wait fails as itself.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
