import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { RealtimeHub } from '../realtime/realtime-hub';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

/** `/api/realtime`: one WebSocket endpoint for the public and admin channels (DESIGN.md section 4). */
export async function registerRealtime(app: FastifyInstance, database: Database): Promise<void> {
  const hub = new RealtimeHub(database, { log: app.log });
  await hub.start();
  app.decorate('realtime', hub);
  // In a context of its own: the WebSocket plugin adds an onRequest and an onResponse hook, which
  // only its route needs; registered at the root they would run for every request of the app.
  await app.register(async (sockets) => {
    await sockets.register(websocket, {
      options: { maxPayload: 16 * 1024 },
      // Replaces the plugin's own close-all: before the server waits for open connections, every
      // socket gets 1001 'going away' (browsers then reconnect elsewhere) and the LISTEN ends.
      preClose: (done) => {
        hub.stop().then(() => done(), done);
      },
    });
    sockets.get('/api/realtime', { websocket: true, schema: { hide: true } }, (socket) => {
      hub.attach(socket);
    });
  });
}
