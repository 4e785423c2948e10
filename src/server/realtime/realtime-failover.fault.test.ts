import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import type { RealtimeServerMessage } from '@shared/contracts/realtime';
import { realtimeRetry, retryDelayMs } from '@shared/rules/realtime';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemoContent } from '../db/seed/index';
import {
  canRunPrivatePostgres,
  createDatabaseOn,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../test/private-postgres';

/** A load balancer in front of the instances: each new connection goes to the first one alive. */
function startBalancer(ports: () => number[]): Promise<{ port: number; server: Server }> {
  const server = createServer((incoming: Socket) => {
    const tryPort = (candidates: number[]) => {
      const [port, ...rest] = candidates;
      if (port === undefined) return incoming.destroy();
      const outgoing = createConnection({ host: '127.0.0.1', port });
      outgoing.once('error', () =>
        outgoing.readyState === 'opening' ? tryPort(rest) : incoming.destroy(),
      );
      outgoing.once('connect', () => {
        incoming.pipe(outgoing).pipe(incoming);
        incoming.on('error', () => outgoing.destroy());
        incoming.on('close', () => outgoing.destroy());
        outgoing.on('close', () => incoming.destroy());
      });
    };
    tryPort(ports());
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ port: typeof address === 'object' && address ? address.port : 0, server });
    }),
  );
}

/**
 * The browser's realtime rules (SPEC.md section 4, @shared/rules/realtime): on a lost connection,
 * retry after 1 s doubling, at most 5 times, and subscribe again once connected.
 */
function browserLikeClient(url: string) {
  const messages: { at: number; message: RealtimeServerMessage }[] = [];
  const state = {
    connects: 0,
    attempt: 0,
    lostAt: 0,
    reconnectedAt: 0,
    gaveUp: false,
    closed: false,
  };
  let socket: WebSocket | null = null;
  const connect = () => {
    const ws = new WebSocket(url);
    socket = ws;
    ws.on('open', () => {
      state.connects++;
      if (state.lostAt) state.reconnectedAt = Date.now();
      state.attempt = 0;
      ws.send(JSON.stringify({ type: 'subscribe', channel: 'public' }));
    });
    ws.on('message', (data) =>
      messages.push({ at: Date.now(), message: JSON.parse(String(data)) as RealtimeServerMessage }),
    );
    ws.on('error', () => {});
    ws.on('close', () => {
      if (state.closed) return;
      if (!state.lostAt || state.reconnectedAt) {
        state.lostAt = Date.now();
        state.reconnectedAt = 0;
      }
      state.attempt++;
      if (state.attempt > realtimeRetry.maxRetries) {
        state.gaveUp = true;
        return;
      }
      setTimeout(connect, retryDelayMs(state.attempt));
    });
  };
  connect();
  return {
    messages,
    state,
    close() {
      state.closed = true;
      socket?.terminate();
    },
  };
}

describe.skipIf(!canRunPrivatePostgres)('an app instance lost with sockets open', () => {
  let server: PrivatePostgres;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  let balancer: Server;

  beforeAll(async () => {
    server = await startPrivatePostgres();
    const url = await createDatabaseOn(server.url, 'realtime');
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ driver: 'postgres', url, poolSize: 3 });
      if (i === 0) {
        await migrateDatabase(database);
        await seedDemoContent(database.db);
      }
      databases.push(database);
      const app = await buildApp({ db: database, config: testConfig() });
      await app.listen({ host: '127.0.0.1', port: 0 });
      apps.push(app);
    }
  });
  afterAll(async () => {
    balancer?.close();
    for (const app of apps) await app.close().catch(() => {});
    for (const database of databases) await database.close().catch(() => {});
    await server?.destroy();
  });

  it('a browser-like client reconnects to the other instance within the backoff and hears a later change', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const portOf = (app: FastifyInstance) => {
      const address = app.server.address();
      return typeof address === 'object' && address ? address.port : 0;
    };
    let aAlive = true;
    const lb = await startBalancer(() => (aAlive ? [portOf(a), portOf(b)] : [portOf(b)]));
    balancer = lb.server;

    // A's raw upgraded connections, to cut them the way a dying process would.
    const aSockets = new Set<Duplex>();
    a.server.on('upgrade', (_request: IncomingMessage, socket: Duplex) => aSockets.add(socket));

    const client = browserLikeClient(`ws://127.0.0.1:${lb.port}/api/realtime`);
    await vi.waitFor(() =>
      expect(client.messages.some((m) => m.message.type === 'subscribed')).toBe(true),
    );
    expect(a.realtime.size).toBe(1);
    expect(b.realtime.size).toBe(0);

    // Instance A dies: it stops listening and its sockets are cut without a closing handshake.
    aAlive = false;
    a.server.close();
    for (const socket of aSockets) socket.destroy();
    a.server.closeAllConnections();

    await vi.waitFor(() => expect(client.state.reconnectedAt).toBeGreaterThan(0), {
      timeout: retryDelayMs(1) + 5_000,
      interval: 20,
    });
    const downtime = client.state.reconnectedAt - client.state.lostAt;
    // First retry after retryDelayMs(1) = 1 s; allow for a loaded machine, never a second retry.
    expect(downtime).toBeGreaterThanOrEqual(retryDelayMs(1) - 50);
    expect(downtime).toBeLessThan(retryDelayMs(1) + retryDelayMs(2));
    expect(client.state.gaveUp).toBe(false);
    await vi.waitFor(() => expect(b.realtime.size).toBe(1));
    const resubscribedAt = client.state.reconnectedAt;
    await vi.waitFor(() =>
      expect(
        client.messages.some((m) => m.at >= resubscribedAt && m.message.type === 'subscribed'),
      ).toBe(true),
    );

    // A change written afterwards (through the database, as any instance would) reaches it.
    const writtenAt = Date.now();
    await databases[1]!.db.execute(
      sql`update packages set name = name where id = (select id from packages limit 1)`,
    );
    await vi.waitFor(() =>
      expect(
        client.messages.some(
          (m) => m.at >= writtenAt && m.message.type === 'change' && m.message.table === 'packages',
        ),
      ).toBe(true),
    );
    client.close();
    console.info(`instance loss: reconnected through instance B after ${downtime} ms`);
  }, 60_000);
});
