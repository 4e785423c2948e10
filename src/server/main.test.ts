import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The real entry point, as `npm start` runs it, with a bad environment: one line, non-zero exit.
function runMain(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'silent', TSX_TSCONFIG_PATH: 'tsconfig.server.json', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

describe('start-up with bad configuration', () => {
  it('stops with one line naming PORT when it is not a number', () => {
    const { status, stderr } = runMain({ PORT: 'abc' });
    expect(status).toBe(1);
    expect(stderr).toBe(
      'Configuration error: PORT must be a whole number from 1 to 65535 (got "abc")',
    );
  });

  it('stops with one line naming DATABASE_URL when the database is unreachable', () => {
    const { status, stderr } = runMain({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(status).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(
      /^Configuration error: DATABASE_URL cannot connect to postgres:\/\/nobody@127\.0\.0\.1:1\/none \(.+\)$/,
    );
  });
});
