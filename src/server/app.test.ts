import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shared/contracts/errors';
import { healthResponseSchema } from '@shared/contracts/health';
import { loginErrors } from '@shared/contracts/auth';
import { buildTestApp, type TestApp } from './test/app';

describe('the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('reports health with the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = healthResponseSchema.parse(res.json());
    expect(body.status).toBe('ok');
    expect(body.database.reachable).toBe(true);
    expect(body.database.driver).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.version).toBe('test');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).error).toEqual({
      code: 'not_found',
      message: 'No such endpoint: GET /api/nope',
    });
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
  });

  it('reads a gzip-compressed JSON body (GET routes skip the decompression step; bodies keep it)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'nobody@example.com', password: 'wrong one' })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, error: loginErrors.invalidAdmin });
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'content-encoding': 'gzip' },
    });
    expect(get.statusCode).toBe(200);
  });

  it('sends the security headers of an API answer: it may load nothing and be framed nowhere', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Plain HTTP: no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await buildTestApp({ config: { trustProxy: true } });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await proxied.close();
    }
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });

  it('names the answers of the PATCH of leads, tickets and content requests', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    for (const [path, name] of [
      ['/api/admin/leads/{id}', 'LeadResponse'],
      ['/api/admin/tickets/{id}', 'TicketResponse'],
      ['/api/admin/content-requests/{id}', 'ContentRequestResponse'],
    ]) {
      expect(doc.paths[path!].patch.responses['200'].content['application/json'].schema).toEqual({
        $ref: `#/components/schemas/${name}`,
      });
      expect(doc.components.schemas[name!].type).toBe('object');
    }
  });
});

describe('public reads', () => {
  it('come compressed over 1 kB, by the public cache, though the compression plugin skips them', async () => {
    const t = await buildTestApp({ seed: true });
    try {
      const reads = t.app.routeList.filter(
        (r) =>
          r.method === 'GET' && r.url.startsWith('/api/public/') && !/[:*]|stream-test/.test(r.url),
      );
      const compressed: string[] = [];
      for (const { url } of reads) {
        const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
        expect(res.statusCode, url).toBe(200);
        const encoding = res.headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : res.rawPayload;
        if (body.length >= 1024) {
          expect(encoding, url).toBe('br');
          compressed.push(url);
        }
      }
      expect(compressed.length).toBeGreaterThanOrEqual(3);
    } finally {
      await t.close();
    }
  });
});

describe('the global rate limit', () => {
  it('answers 429 in the error shape past the limit, saying when to come back', async () => {
    const t = await buildTestApp({ config: { rateLimitMax: 2 } });
    try {
      const allowed = await t.app.inject({ url: '/api/health' });
      // The counters are for no client of ours: an allowed answer does not carry them.
      expect(Object.keys(allowed.headers).filter((h) => h.startsWith('x-ratelimit'))).toEqual([]);
      const codes = [200];
      for (let i = 0; i < 2; i++)
        codes.push((await t.app.inject({ url: '/api/health' })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      const res = await t.app.inject({ url: '/api/health' });
      expect(res.json().error.code).toBe('rate_limited');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().error.message).toMatch(/^Too many requests\. Please wait \d+ seconds/);
    } finally {
      await t.close();
    }
  });
});

describe('the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'web-'));
    const html = '<!doctype html><title>x</title>';
    writeFileSync(join(webDir, 'index.html'), html);
    mkdirSync(join(webDir, 'assets'));
    const js = 'console.log("hello");'.repeat(100);
    writeFileSync(join(webDir, 'assets', 'main-abc123.js'), js);
    writeFileSync(join(webDir, 'assets', 'main-abc123.js.gz'), gzipSync(js));
    t = await buildTestApp({ webDir });
  });
  afterAll(() => t.close());

  it('serves index.html uncached', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable, precompressed when accepted', async () => {
    const res = await t.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends a typed page path to its hash route, and keeps API 404s as JSON', async () => {
    const page = await t.app.inject({ url: '/admin/login', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/#/admin/login');
    const api = await t.app.inject({ url: '/api/missing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('not_found');
  });
});
