import pg from 'pg';
import { WebSocket } from 'ws';
import { startServerProcess, type ServerProcess } from './server-process';

export interface RealtimeRow {
  instances: number;
  sockets: number;
  writes: number;
  /** Change messages that reached a socket, out of sockets x writes. */
  received: number;
  expected: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface RealtimeOptions {
  instances: number;
  sockets: number;
  writes: number;
  spacingMs: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Opens one socket subscribed to the public channel; `onChange` hears every change message. */
function openPublicSocket(
  baseUrl: string,
  onChange: (receivedAt: number, table: string, id: unknown) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime`);
    socket.on('message', (data) => {
      // The clock first: parsing is part of what a browser pays too, but it must not come before.
      const receivedAt = performance.now();
      const message = JSON.parse(String(data)) as { type: string; table?: string; id?: unknown };
      if (message.type === 'subscribed') resolve(socket);
      else if (message.type === 'change') onChange(receivedAt, message.table ?? '', message.id);
    });
    socket.once('open', () =>
      socket.send(JSON.stringify({ type: 'subscribe', channel: 'public' })),
    );
    socket.once('error', reject);
  });
}

/**
 * Commit-to-receipt time of public changes on `sockets` open WebSockets, spread evenly over
 * `instances` server processes sharing one PostgreSQL database. Each write is one committed
 * INSERT into system_status made directly in the database (as another instance or the admin would),
 * timed just before COMMIT; its row id tells which write a message announces.
 */
export async function measureRealtime(
  databaseUrl: string,
  options: RealtimeOptions,
): Promise<RealtimeRow> {
  const servers: ServerProcess[] = [];
  const sockets: WebSocket[] = [];
  const writer = new pg.Client({ connectionString: databaseUrl });
  const commitAt = new Map<string, number>();
  const latencies: number[] = [];
  let writerConnected = false;
  try {
    for (let i = 0; i < options.instances; i += 1) {
      servers.push(await startServerProcess({ DATABASE_URL: databaseUrl }));
    }
    const onChange = (receivedAt: number, table: string, id: unknown) => {
      const committed = table === 'system_status' ? commitAt.get(String(id)) : undefined;
      if (committed !== undefined) latencies.push(receivedAt - committed);
    };
    // In batches, so the opening handshakes do not overflow the listen backlog.
    for (let opened = 0; opened < options.sockets;) {
      const batch = Math.min(100, options.sockets - opened);
      const batchOpened = await Promise.all(
        Array.from({ length: batch }, (_, i) =>
          openPublicSocket(servers[(opened + i) % servers.length]!.url, onChange),
        ),
      );
      sockets.push(...batchOpened);
      opened += batch;
    }
    await writer.connect();
    writerConnected = true;
    // Write -1 warms up the path (first NOTIFY, first fan-out) and is not counted.
    for (let k = -1; k < options.writes; k += 1) {
      await writer.query('begin');
      const { rows } = await writer.query<{ id: string }>(
        `insert into system_status (component, status, message, sort_order)
         values ($1, 'stable', 'Realtime bench', 1000) returning id`,
        [`Bench component ${k} ${Date.now()}`],
      );
      if (k >= 0) commitAt.set(rows[0]!.id, performance.now());
      await writer.query('commit');
      await new Promise((r) => setTimeout(r, options.spacingMs));
    }
    const expected = options.sockets * options.writes;
    const deadline = Date.now() + 5000;
    while (latencies.length < expected && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      instances: options.instances,
      sockets: options.sockets,
      writes: options.writes,
      received: latencies.length,
      expected,
      p50Ms: round(percentile(sorted, 50)),
      p95Ms: round(percentile(sorted, 95)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(sorted.at(-1) ?? NaN),
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    if (writerConnected) {
      // Leaves the status strip as it was for the next run on this database.
      await writer
        .query(`delete from system_status where message = 'Realtime bench'`)
        .catch(() => undefined);
      await writer.end().catch(() => undefined);
    }
    for (const server of servers) await server.stop();
  }
}
