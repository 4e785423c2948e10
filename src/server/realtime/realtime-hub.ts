import type { WebSocket } from 'ws';
import {
  dbChangeChannel,
  dbChangeSchema,
  isAdminTable,
  isClientOwnTable,
  isClientSharedTable,
  isPublicTable,
  realtimeClientMessageSchema,
  type DbChange,
  type RealtimeChannel,
  type RealtimeServerMessage,
} from '@shared/contracts/realtime';
import type { Database } from '../db/client';
import { findAdminSession, findClientSession } from '../features/sessions/sessions.service';

interface Subscriber {
  socket: WebSocket;
  channels: Set<RealtimeChannel>;
  adminToken: string | null;
  adminExpiresAt: number;
  /** The client channel: the session token and whose rows this socket may hear about. */
  clientToken: string | null;
  clientId: string | null;
  clientExpiresAt: number;
  alive: boolean;
}

export interface RealtimeHubOptions {
  heartbeatMs?: number;
  /** How often an admin socket's session is checked again against the database. */
  adminRecheckMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * Fans database changes out to WebSocket subscribers. Each app instance LISTENs once; PostgreSQL
 * delivers every NOTIFY to every instance, so a write through any instance reaches every socket.
 * The admin channel only carries admin tables and only to sockets holding a live admin session.
 */
export class RealtimeHub {
  private readonly subscribers = new Set<Subscriber>();
  private readonly changeListeners = new Set<(change: DbChange) => void>();
  private unlisten: (() => Promise<void>) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private recheck: NodeJS.Timeout | null = null;

  constructor(
    private readonly database: Database,
    private readonly options: RealtimeHubOptions = {},
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(dbChangeChannel, (payload) =>
      this.onNotify(payload),
    );
    this.heartbeat = setInterval(() => this.beat(), this.options.heartbeatMs ?? 30_000);
    this.recheck = setInterval(
      () => void this.recheckAdmins(),
      this.options.adminRecheckMs ?? 60_000,
    );
    this.heartbeat.unref();
    this.recheck.unref();
  }

  get size(): number {
    return this.subscribers.size;
  }

  attach(socket: WebSocket): void {
    const subscriber: Subscriber = {
      socket,
      channels: new Set(),
      adminToken: null,
      adminExpiresAt: 0,
      clientToken: null,
      clientId: null,
      clientExpiresAt: 0,
      alive: true,
    };
    this.subscribers.add(subscriber);
    socket.on('pong', () => {
      subscriber.alive = true;
    });
    socket.on('message', (data) => void this.onMessage(subscriber, String(data)));
    socket.on('close', () => this.subscribers.delete(subscriber));
    socket.on('error', () => this.subscribers.delete(subscriber));
  }

  /**
   * Calls `listener` in this process for every change of any watched table (the public read cache
   * drops what a change makes stale). Returns the function that removes it.
   */
  onChange(listener: (change: DbChange) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Sends the change to every subscriber of a channel that may see its table. */
  publish(change: DbChange): void {
    const at = new Date().toISOString();
    const now = Date.now();
    // The owner (client_id) only decides who hears of the change; it is not sent on.
    const { table, op, id } = change;
    for (const subscriber of this.subscribers) {
      if (subscriber.channels.has('public') && isPublicTable(table)) {
        send(subscriber.socket, { type: 'change', channel: 'public', table, op, id, at });
      }
      if (subscriber.channels.has('client') && this.clientMayHear(subscriber, change)) {
        if (subscriber.clientExpiresAt <= now) {
          this.dropClient(subscriber, 'Client session expired');
        } else {
          send(subscriber.socket, { type: 'change', channel: 'client', table, op, id, at });
        }
      }
      if (subscriber.channels.has('admin') && isAdminTable(table)) {
        if (subscriber.adminExpiresAt <= now) {
          this.dropAdmin(subscriber, 'Admin session expired');
          continue;
        }
        send(subscriber.socket, { type: 'change', channel: 'admin', table, op, id, at });
      }
    }
  }

  /** A client hears of shared tables, and of rows of their own: never of another client's. */
  private clientMayHear(subscriber: Subscriber, change: DbChange): boolean {
    if (isClientSharedTable(change.table)) return true;
    return (
      isClientOwnTable(change.table) &&
      subscriber.clientId !== null &&
      change.client_id === subscriber.clientId
    );
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.recheck) clearInterval(this.recheck);
    await this.unlisten?.();
    this.unlisten = null;
    for (const { socket } of this.subscribers) socket.close(1001, 'Server shutting down');
    this.subscribers.clear();
  }

  private onNotify(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      this.options.log?.warn({ payload }, 'realtime: unparsable notification');
      return;
    }
    const change = dbChangeSchema.safeParse(parsed);
    if (!change.success) return;
    for (const listener of this.changeListeners) {
      try {
        listener(change.data);
      } catch (error) {
        this.options.log?.warn({ err: error }, 'realtime: change listener failed');
      }
    }
    this.publish(change.data);
  }

  private async onMessage(subscriber: Subscriber, raw: string): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      json = null;
    }
    const message = realtimeClientMessageSchema.safeParse(json);
    if (!message.success) {
      send(subscriber.socket, {
        type: 'error',
        code: 'bad_message',
        message: 'Unrecognised message',
      });
      return;
    }
    const msg = message.data;
    if (msg.type === 'unsubscribe') {
      subscriber.channels.delete(msg.channel);
      if (msg.channel === 'admin') subscriber.adminToken = null;
      if (msg.channel === 'client') {
        subscriber.clientToken = null;
        subscriber.clientId = null;
      }
      send(subscriber.socket, { type: 'unsubscribed', channel: msg.channel });
      return;
    }
    if (msg.channel === 'admin') {
      const session = await findAdminSession(this.database.db, msg.token).catch(() => null);
      if (!session) {
        send(subscriber.socket, {
          type: 'error',
          channel: 'admin',
          code: 'unauthorized',
          message: 'Admin access required',
        });
        return;
      }
      subscriber.adminToken = msg.token;
      subscriber.adminExpiresAt = session.expiresAt.getTime();
    }
    if (msg.channel === 'client') {
      const session = await findClientSession(this.database.db, msg.token).catch(() => null);
      if (!session) {
        send(subscriber.socket, {
          type: 'error',
          channel: 'client',
          code: 'unauthorized',
          message: 'Please sign in to continue.',
        });
        return;
      }
      subscriber.clientToken = msg.token;
      subscriber.clientId = session.clientId;
      subscriber.clientExpiresAt = session.expiresAt.getTime();
    }
    subscriber.channels.add(msg.channel);
    send(subscriber.socket, { type: 'subscribed', channel: msg.channel });
  }

  /** Pings every socket; one that did not answer the previous ping is dead and dropped. */
  private beat(): void {
    for (const subscriber of this.subscribers) {
      if (!subscriber.alive) {
        subscriber.socket.terminate();
        this.subscribers.delete(subscriber);
        continue;
      }
      subscriber.alive = false;
      subscriber.socket.ping();
    }
  }

  /** Logout, revocation and removal (or a client's suspension) reach open sockets within a minute. */
  private async recheckAdmins(): Promise<void> {
    for (const subscriber of this.subscribers) {
      if (subscriber.clientToken) {
        const client = await findClientSession(this.database.db, subscriber.clientToken).catch(
          () => undefined,
        );
        if (client === null) this.dropClient(subscriber, 'Please sign in to continue.');
        else if (client) subscriber.clientExpiresAt = client.expiresAt.getTime();
      }
      if (!subscriber.adminToken) continue;
      const session = await findAdminSession(this.database.db, subscriber.adminToken).catch(
        () => undefined,
      );
      if (session === undefined) continue; // database unreachable: decide on the next round
      if (!session) this.dropAdmin(subscriber, 'Admin access required');
      else subscriber.adminExpiresAt = session.expiresAt.getTime();
    }
  }

  private dropClient(subscriber: Subscriber, message: string): void {
    subscriber.channels.delete('client');
    subscriber.clientToken = null;
    subscriber.clientId = null;
    send(subscriber.socket, { type: 'error', channel: 'client', code: 'unauthorized', message });
  }

  private dropAdmin(subscriber: Subscriber, message: string): void {
    subscriber.channels.delete('admin');
    subscriber.adminToken = null;
    send(subscriber.socket, { type: 'error', channel: 'admin', code: 'unauthorized', message });
  }
}

function send(socket: WebSocket, message: RealtimeServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}
