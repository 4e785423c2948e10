import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index';
import { hashToken } from '../features/sessions/sessions.service';
import { bearer, createTestAdmin, createTestClient, loginAs } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/app';
import { registerAuth } from './auth';
import { registerErrorHandler } from './errors';

/**
 * Routes under /api/admin and /api/client that are meant to be reachable without a session.
 * Everything else found there must refuse callers without a valid session of the right kind.
 */
const publicExceptions = new Set([
  'POST /api/admin/login',
  'POST /api/client/login',
  'POST /api/client/password-reset/request',
  'POST /api/client/password-reset/confirm',
]);

type Kind = 'admin' | 'client';

describe('authorisation matrix: every /api/admin and /api/client route', () => {
  let t: TestApp;
  const tokens = {} as Record<Kind, Record<'live' | 'expired' | 'revoked', string>>;
  let otherClientId: string;
  let guardedRoutes: { method: string; url: string; kind: Kind }[];

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const admin = await createTestAdmin(db);
    const clientA = await createTestClient(db);
    const clientB = await createTestClient(db);
    otherClientId = clientB.id;
    for (const [kind, account] of [
      ['admin', admin],
      ['client', clientA],
    ] as const) {
      const [live, expired, revoked] = [
        await loginAs(t.app, kind, account),
        await loginAs(t.app, kind, account),
        await loginAs(t.app, kind, account),
      ];
      await db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.tokenHash, hashToken(expired)));
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.tokenHash, hashToken(revoked)));
      tokens[kind] = { live, expired, revoked };
    }
    guardedRoutes = t.app.routeList
      .filter((r) => r.method !== 'HEAD' && /^\/api\/(admin|client)\//.test(r.url))
      .filter((r) => !publicExceptions.has(`${r.method} ${r.url}`))
      .map((r) => ({ ...r, kind: r.url.startsWith('/api/admin/') ? 'admin' : 'client' }));
  });
  afterAll(() => t.close());

  const call = (route: { method: string; url: string }, token: string | null, id?: string) =>
    t.app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:\w+/g, id ?? randomUUID()),
      headers: token ? bearer(token) : {},
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });

  it('finds the routes from the app itself, and every public exception exists', () => {
    const all = t.app.routeList.map((r) => `${r.method} ${r.url}`);
    for (const exception of publicExceptions) expect(all).toContain(exception);
    const urls = guardedRoutes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/session',
        'POST /api/admin/logout',
        'GET /api/client/session',
        'POST /api/client/logout',
        'POST /api/client/password',
        'GET /api/admin/clients/:id/streaming-login',
      ]),
    );
  });

  it('refuses no token, an expired, a revoked and a wrong-kind token, with no data', async () => {
    const failures: string[] = [];
    for (const route of guardedRoutes) {
      const other: Kind = route.kind === 'admin' ? 'client' : 'admin';
      const cases: [string, string | null, number[]][] = [
        ['no token', null, [401]],
        ['a malformed token', 'not-a-token', [401]],
        ['an expired token', tokens[route.kind].expired, [401]],
        ['a revoked token', tokens[route.kind].revoked, [401]],
        [`a ${other} token`, tokens[other].live, [403]],
      ];
      for (const [label, token, statuses] of cases) {
        const res = await call(route, token);
        const body = res.json<Record<string, unknown>>();
        if (!statuses.includes(res.statusCode) || Object.keys(body).join() !== 'error') {
          failures.push(
            `${route.method} ${route.url} with ${label}: ${res.statusCode} ${res.body}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses client routes asked about another client's records", async () => {
    const failures: string[] = [];
    for (const route of guardedRoutes.filter((r) => r.kind === 'client' && r.url.includes(':'))) {
      const res = await call(route, tokens.client.live, otherClientId);
      if (![403, 404].includes(res.statusCode)) {
        failures.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the public exceptions answer without a session', async () => {
    for (const exception of publicExceptions) {
      const [method, url] = exception.split(' ') as [string, string];
      const res = await call({ method, url }, null);
      expect([200, 400]).toContain(res.statusCode); // an empty body is a validation error, not 401
    }
  });
});

describe('requireAdmin on any admin route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('slides the session to now + 8 h and tells the browser in a header', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerAuth(app, t.database);
    app.get('/api/admin/example', { onRequest: app.requireAdmin }, async (request) => ({
      email: request.admin!.email,
    }));
    await app.ready();
    try {
      const admin = await createTestAdmin(t.database.db);
      const token = await loginAs(t.app, 'admin', admin);
      await t.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() + 3600_000) })
        .where(eq(sessions.tokenHash, hashToken(token)));
      const res = await app.inject({ url: '/api/admin/example', headers: bearer(token) });
      expect(res.json()).toEqual({ email: admin.login });
      const header = new Date(res.headers['x-session-expires-at'] as string).getTime();
      expect(header).toBeGreaterThan(Date.now() + 7.9 * 3600_000);
      const [row] = await t.database.db
        .select({ expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect(row!.expiresAt.getTime()).toBe(header);
    } finally {
      await app.close();
    }
  });
});
