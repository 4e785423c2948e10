import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
} from 'fastify';
import { errorCodes } from '@shared/contracts/errors';
import type { Database } from '../db/client';
import {
  findAdminSession,
  findClientSession,
  findLiveSession,
  slideAdminSession,
  type ValidAdminSession,
  type ValidClientSession,
} from '../features/sessions/sessions.service';
import { HttpError } from './errors';

/** The header telling the browser an admin session's new expiry after it slid (DESIGN.md section 5). */
export const sessionExpiresHeader = 'x-session-expires-at';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a live admin session is required; sets request.admin. */
    requireAdmin: onRequestHookHandler;
    /** onRequest hook: a live session of an active client is required; sets request.client. */
    requireClient: onRequestHookHandler;
  }
  interface FastifyRequest {
    admin: ValidAdminSession | null;
    client: ValidClientSession | null;
    /** The bearer token of an authorised request. */
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    /** false: an authorised admin request does not extend the session (a background check). */
    slideSession?: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

const missing = () => new HttpError(401, errorCodes.unauthorized, 'Please sign in to continue.');
const wrongKind = () =>
  new HttpError(403, errorCodes.forbidden, 'This session may not use this part of the service.');

/**
 * The server authorises every request itself (DESIGN.md sections 5 and 9.3). The checks run as
 * onRequest hooks, before the body is parsed or validated: an unauthorised caller learns nothing,
 * not even which fields a route expects. No token, an unknown, expired or revoked one: 401. A live
 * session of the other kind: 403.
 */
export function registerAuth(app: FastifyInstance, database: Database): void {
  const { db } = database;
  app.decorateRequest('admin', null);
  app.decorateRequest('client', null);
  app.decorateRequest('sessionToken', null);

  async function refuse(token: string | null, expected: 'admin' | 'client'): Promise<never> {
    if (token) {
      const live = await findLiveSession(db, token);
      if (live && live.subjectType !== expected) throw wrongKind();
    }
    throw missing();
  }

  app.decorate(
    'requireAdmin',
    async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
      const token = bearerToken(request);
      const now = new Date();
      const admin = token ? await findAdminSession(db, token, now) : null;
      if (!admin) return refuse(token, 'admin');
      request.admin = admin;
      request.sessionToken = token;
      if (request.routeOptions.config.slideSession !== false) {
        const slid = await slideAdminSession(db, admin.sessionId, now);
        if (slid) admin.expiresAt = slid;
      }
      reply.header(sessionExpiresHeader, admin.expiresAt.toISOString());
    },
  );

  app.decorate('requireClient', async function requireClient(request: FastifyRequest) {
    const token = bearerToken(request);
    const client = token ? await findClientSession(db, token) : null;
    if (!client) return refuse(token, 'client');
    request.client = client;
    request.sessionToken = token;
  });
}

/** Every route of the app as registered, for the authorisation matrix and the API map. */
export interface RouteEntry {
  method: string;
  url: string;
  /** The route's schema (zod body, querystring, params, consumes...), for the fuzz and security tests. */
  schema?: FastifySchema;
  /** A WebSocket route (`/api/realtime`). */
  websocket?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeList: RouteEntry[];
  }
}

/** Must run before any route is added: it records each one as it is registered. */
export function collectRoutes(app: FastifyInstance): void {
  const list: RouteEntry[] = [];
  app.decorate('routeList', list);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const extra = { schema: route.schema, websocket: route.websocket === true };
    for (const method of methods) list.push({ method: String(method), url: route.url, ...extra });
  });
}
