import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { clients, sessions } from '../db/schema/index';
import type { RouteEntry } from '../plugins/auth';
import { bearer, createTestAdmin, createTestClient, loginAs } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/app';
import { changedTables, countAllRows } from '../test/row-counts';
import { SecretBox } from './secret-box';

const appSecret = testConfig().appSecret!;
/** A SecretBox sealed value: `v1.<iv 12 bytes>.<tag 16 bytes>.<data>`, base64url. */
const sealedValue = /v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+/;
const secretKeys =
  /"(password_?hash|token_?hash|passwordHash|tokenHash|password_encrypted|streamingPasswordEncrypted)"\s*:/i;
const streamingPassword = 'stream-pass-42';
/** The only answers that may carry a decrypted streaming password: the audited reveals. */
const streamingPasswordReveals = [
  /^GET \/api\/client\/streaming-login 200$/,
  /^GET \/api\/admin\/clients\/[0-9a-f-]{36}\/streaming-login 200$/,
];

type Kind = 'public' | 'admin' | 'client';
const kindOf = (url: string): Kind =>
  url.startsWith('/api/admin/') ? 'admin' : url.startsWith('/api/client/') ? 'client' : 'public';
const isMultipart = (route: RouteEntry) =>
  JSON.stringify(route.schema?.consumes ?? []).includes('multipart/form-data');

/** Every value of `field` anywhere in a JSON body (the ids of a list, for its detail routes). */
function valuesOf(body: unknown, field: string, found = new Set<string>()): Set<string> {
  if (Array.isArray(body)) for (const item of body) valuesOf(item, field, found);
  else if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) {
      if (key === field && (typeof value === 'string' || typeof value === 'number'))
        found.add(String(value));
      else valuesOf(value, field, found);
    }
  }
  return found;
}

function multipartBody(parts: { name: string; value: string; fileName?: string; type?: string }[]) {
  const boundary = `----security${Math.random().toString(16).slice(2)}`;
  const text = parts
    .map((part) => {
      const disposition = part.fileName
        ? `form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type}`
        : `form-data; name="${part.name}"`;
      return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${part.value}\r\n`;
    })
    .join('');
  return {
    payload: `${text}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'web-'));
    writeFileSync(
      join(webDir, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(join(webDir, 'assets'));
    t = await buildTestApp({ webDir });
  });
  afterAll(() => t.close());

  // A page may load its own sources; an API answer is never rendered, so it may load none.
  const expectStrictHeaders = (headers: Record<string, unknown>, url: string) => {
    const csp = String(headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['default-src'], url).toEqual([url.startsWith('/api/') ? "'none'" : "'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    // No inline or eval'd script, whichever directive would govern scripts.
    const scripts = directives['script-src'] ?? directives['default-src'];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(directives['script-src-attr'] ?? []).not.toContain("'unsafe-inline'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBeDefined();
  };

  it('on an API answer and on index.html, over plain HTTP without HSTS', async () => {
    for (const url of ['/api/public/packages', '/api/health', '/']) {
      const res = await t.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(res.statusCode, url).toBe(200);
      expectStrictHeaders(res.headers, url);
      // Not behind a trusted proxy: a forged x-forwarded-proto does not turn HSTS on.
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    const page = await t.app.inject({ url: '/' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('HSTS for a year only when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await buildTestApp({
      config: { trustProxy: true },
      webDir: mkdtempSync(join(tmpdir(), 'web-')),
    });
    try {
      const https = await proxied.app.inject({
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toMatch(/^max-age=31536000\b/);
      expectStrictHeaders(https.headers, '/api/health');
      const http = await proxied.app.inject({
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});

describe('no secret in any API answer', () => {
  let t: TestApp;
  let tokens: Record<Exclude<Kind, 'public'>, string>;
  const bodies: { label: string; body: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    const db = t.database.db;
    const admin = await createTestAdmin(db);
    const client = await createTestClient(db, {
      streamingUsername: 'stream-user',
      streamingServerUrl: 'http://line.example.tv:8080',
    });
    await db
      .update(clients)
      .set({
        streamingPasswordEncrypted: new SecretBox(appSecret, 'streaming-credentials').seal(
          streamingPassword,
        ),
      })
      .where(eq(clients.id, client.id));
    tokens = {
      admin: await loginAs(t.app, 'admin', admin),
      client: await loginAs(t.app, 'client', client),
    };
    const headersFor = (kind: Kind) => (kind === 'public' ? {} : bearer(tokens[kind]));

    // Some writes, so that their answers are checked and the reads below have rows to show.
    const writes: { kind: Kind; url: string; method: 'POST' | 'PUT'; payload: object }[] = [
      {
        kind: 'public',
        method: 'POST',
        url: '/api/public/orders',
        payload: {
          name: 'Security Check',
          email: 'security@example.co.za',
          whatsapp: '082 555 0101',
          package: '3 Months',
          internetPlatform: 'fibre',
          communicationMethod: 'email',
          formType: 'order',
        },
      },
      {
        kind: 'admin',
        method: 'POST',
        url: '/api/admin/clients',
        payload: {
          username: 'secure_new_client',
          firstName: 'Secure',
          lastName: 'Client',
          email: 'secure-new@example.co.za',
          whatsapp: '082 555 0102',
          deliverPassword: 'show',
        },
      },
      {
        kind: 'client',
        method: 'PUT',
        url: '/api/client/account',
        payload: {
          email: 'changed@example.co.za',
          whatsapp: '082 555 0103',
          preferredChannel: 'email',
        },
      },
      {
        kind: 'client',
        method: 'POST',
        url: '/api/client/tickets',
        payload: {
          subject: 'Buffering',
          category: 'technical',
          message: 'The picture freezes every evening.',
        },
      },
    ];
    for (const write of writes) {
      const res = await t.app.inject({ ...write, headers: headersFor(write.kind) });
      bodies.push({ label: `${write.method} ${write.url} ${res.statusCode}`, body: res.body });
    }
    for (const kind of ['admin', 'client'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/${kind}/login`,
        payload:
          kind === 'admin'
            ? { email: admin.login, password: admin.password }
            : { username: client.login, password: client.password },
      });
      bodies.push({ label: `POST /api/${kind}/login`, body: res.body });
    }

    // Every GET route of the app, with real ids from the list it belongs to where there is one.
    const gets = t.app.routeList.filter(
      (r) =>
        r.method === 'GET' &&
        r.url.startsWith('/api/') &&
        !r.websocket &&
        r.url !== '/api/public/stream-test/download',
    );
    const answers = new Map<string, unknown>();
    const get = async (url: string, kind: Kind) => {
      const res = await t.app.inject({ url, headers: headersFor(kind) });
      bodies.push({ label: `GET ${url} ${res.statusCode}`, body: res.body });
      try {
        answers.set(url, JSON.parse(res.body));
      } catch {
        // a file download: checked as text above
      }
    };
    for (const route of gets.filter((r) => !r.url.includes(':')))
      await get(route.url, kindOf(route.url));
    for (const route of gets.filter((r) => r.url.includes(':'))) {
      let url = route.url;
      for (const [param, name] of route.url.matchAll(/:(\w+)/g)) {
        const list = answers.get(url.slice(0, url.indexOf(param!) - 1));
        const [value] = list ? valuesOf(list, name!) : [];
        url = url.replace(
          param!,
          encodeURIComponent(value ?? '00000000-0000-4000-8000-000000000000'),
        );
      }
      await get(url, kindOf(route.url));
    }
    // The client with a streaming login, by id: its details and its reveal.
    await get(`/api/admin/clients/${client.id}`, 'admin');
    await get(`/api/admin/clients/${client.id}/streaming-login`, 'admin');
  });
  afterAll(() => t.close());

  it('called every GET route, most of them successfully', () => {
    const writes = bodies.filter((b) => /^(POST|PUT) /.test(b.label));
    for (const write of writes) expect(write.label).toMatch(/ 20[01]$|login$/);
    const ok = bodies.filter((b) => / 200$/.test(b.label));
    expect(ok.length).toBeGreaterThan(40);
    // Detail routes found real ids in their lists.
    expect(bodies.map((b) => b.label)).toContainEqual(
      expect.stringMatching(/^GET \/api\/admin\/clients\/[0-9a-f-]{36} 200$/),
    );
  });

  it('shows no password hash, session token hash, APP_SECRET, sealed value or secret field', async () => {
    const hashes = (await t.database.db.select({ h: sessions.tokenHash }).from(sessions)).map(
      (s) => s.h,
    );
    expect(hashes.length).toBeGreaterThan(1);
    const leaks: string[] = [];
    for (const { label, body } of bodies) {
      if (body.includes('$argon2')) leaks.push(`${label}: argon2 hash`);
      if (body.includes(appSecret)) leaks.push(`${label}: APP_SECRET`);
      if (sealedValue.test(body)) leaks.push(`${label}: sealed value`);
      const key = secretKeys.exec(body);
      if (key) leaks.push(`${label}: key ${key[1]}`);
      for (const hash of hashes)
        if (body.includes(hash)) leaks.push(`${label}: session token hash`);
    }
    expect(leaks).toEqual([]);
  });

  it('shows the decrypted streaming password only in the reveal answers', () => {
    const carrying = bodies.filter((b) => b.body.includes(streamingPassword)).map((b) => b.label);
    expect(carrying.length).toBeGreaterThanOrEqual(2);
    expect(
      carrying.filter((label) => !streamingPasswordReveals.some((r) => r.test(label))),
    ).toEqual([]);
  });
});

describe('uploads refuse a file whose content does not match its type', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('every multipart route answers a text file named .png with 415 or 400, and stores nothing', async () => {
    const db = t.database.db;
    const tokens = {
      admin: await loginAs(t.app, 'admin', await createTestAdmin(db)),
      client: await loginAs(t.app, 'client', await createTestClient(db)),
    };
    const uploads = t.app.routeList.filter(isMultipart);
    expect(uploads.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/client/payment-proofs');
    const failures: string[] = [];
    for (const route of uploads) {
      const kind = kindOf(route.url);
      const form = multipartBody([
        { name: 'amount', value: '100' },
        { name: 'reference', value: 'SEC-1' },
        { name: 'key', value: 'hero_background' },
        {
          name: 'file',
          value: '#!/bin/sh\necho this is not an image\n',
          fileName: 'picture.png',
          type: 'image/png',
        },
      ]);
      const url = route.url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
      const before = await countAllRows(db);
      const res = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: {
          'content-type': form.contentType,
          ...(kind === 'public' ? {} : bearer(tokens[kind])),
        },
        payload: form.payload,
      });
      // A route with an id in its path may answer 404 for the made-up id before reading the file.
      const allowed = route.url.includes(':') ? [400, 404, 415] : [400, 415];
      if (!allowed.includes(res.statusCode) || !res.json().error)
        failures.push(`${route.method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      const changed = changedTables(before, await countAllRows(db));
      if (changed.length) failures.push(`${route.method} ${url} wrote: ${changed.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });
});
