import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const binDir = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

/** A throwaway PostgreSQL server of one test file's own: it may be stopped and restarted at will. */
export interface PrivatePostgres {
  url: string;
  port: number;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and deletes its files. */
  destroy(): Promise<void>;
}

/** Fault tests need root (to run the server as the postgres OS user) and the PostgreSQL binaries. */
export const canRunPrivatePostgres =
  process.getuid?.() === 0 && existsSync(join(binDir, 'initdb')) && existsSync('/usr/sbin/runuser');

const asPostgres = (command: string, args: string[]) =>
  run('runuser', ['-u', 'postgres', '--', join(binDir, command), ...args], { timeout: 60_000 });

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * initdb into a temporary folder and start `postgres` on a free port with its socket in that
 * folder. Never the shared server on 5432.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'fault-pg-'));
  const owner = idOf('postgres');
  chownSync(dir, owner.uid, owner.gid);
  const dataDir = join(dir, 'data');
  await asPostgres('initdb', [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;

  const start = async () => {
    await asPostgres('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      join(dir, 'log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
    await waitUntilReachable(url);
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await asPostgres('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']).catch(
      () => {},
    );
  };
  await start();
  return {
    url,
    port,
    start,
    stop,
    async destroy() {
      await stop('immediate');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new database on that server; returns its URL. */
export async function createDatabaseOn(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitUntilReachable(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`private PostgreSQL at ${url} did not come up`);
}

function idOf(user: string): { uid: number; gid: number } {
  // /etc/passwd: name:x:uid:gid:...
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${user}:`));
  if (!line) throw new Error(`no ${user} user`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
