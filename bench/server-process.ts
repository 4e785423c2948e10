import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** From spawn to the first 200 from the ready path, in ms. */
  startupMs: number;
  rssMb(): number;
  /** SIGTERM (graceful shutdown); with `killAfterMs`, SIGKILL if still running by then. */
  stop(killAfterMs?: number): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Limits lifted for load: the global and the public-form per-IP limits would otherwise answer 429
 * to nearly every request, since all load comes from 127.0.0.1.
 */
export const benchServerEnv = {
  RATE_LIMIT_MAX: '10000000',
  FORM_RATE_LIMIT_MAX: '10000000',
};

/** Starts the production bundle (`dist/server/main.js`) as a real process. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return startNodeProcess(['dist/server/main.js'], '/api/health', { ...benchServerEnv, ...env });
}

/** Starts `node <args>` with HOST and PORT set; resolves once `readyPath` answers 200. */
export async function startNodeProcess(
  args: string[],
  readyPath: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      const res = await fetch(url + readyPath);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not start within 120 s`);
    await new Promise((r) => setTimeout(r, 10));
  }
  const startupMs = performance.now() - started;
  return {
    child,
    url,
    startupMs,
    rssMb() {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`server exited early (${child.exitCode ?? child.signalCode})`);
      }
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
    stop: (killAfterMs) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const kill =
          killAfterMs === undefined ? null : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
        child.once('exit', () => {
          if (kill) clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
