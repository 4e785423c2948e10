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
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  const hub = new RealtimeHub(database, { log: app.log });
  await hub.start();
  app.decorate('realtime', hub);
  // preClose runs before the server waits for open connections, so sockets get a clean 1001 and
  // do not hold shutdown open; the database is closed later, in onClose.
  app.addHook('preClose', async () => {
    await hub.stop();
  });
  app.get('/api/realtime', { websocket: true, schema: { hide: true } }, (socket) => {
    hub.attach(socket);
  });
}
