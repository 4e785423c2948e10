import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

describe('stream test endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('serves exactly the bytes asked for, uncached and uncompressed even when gzip is accepted', async () => {
    const bytes = 3 * 1024 * 1024 + 17;
    const res = await t.app.inject({
      url: `/api/public/stream-test/download?bytes=${bytes}&r=0.123`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(bytes);
    expect(res.headers['content-length']).toBe(String(bytes));
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['cache-control']).toBe('no-store, no-transform');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('sends data that does not compress', async () => {
    const bytes = 2 * 1024 * 1024;
    const res = await t.app.inject({ url: `/api/public/stream-test/download?bytes=${bytes}` });
    expect(gzipSync(res.rawPayload).length).toBeGreaterThan(bytes * 0.99);
  });

  it('defaults to 4 MB and refuses more than 25 MB', async () => {
    const res = await t.app.inject({ url: '/api/public/stream-test/download' });
    expect(res.rawPayload.length).toBe(4 * 1024 * 1024);
    const tooMuch = await t.app.inject({
      url: `/api/public/stream-test/download?bytes=${25 * 1024 * 1024 + 1}`,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields).toHaveProperty('bytes');
  });

  it('answers a ping with an empty, uncached 204', async () => {
    const res = await t.app.inject({ url: '/api/public/stream-test/ping?r=1' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('stream test download throttled to a known rate', () => {
  const rate = 256 * 1024;
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({ config: { streamTestMaxBps: rate } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('delivers within 10% of the cap over a one-second transfer', async () => {
    const started = performance.now();
    const res = await fetch(`${base}/api/public/stream-test/download?bytes=${rate}`);
    const body = await res.arrayBuffer();
    const seconds = (performance.now() - started) / 1000;
    expect(body.byteLength).toBe(rate);
    const measured = rate / seconds;
    expect(measured).toBeGreaterThan(rate * 0.9);
    expect(measured).toBeLessThan(rate * 1.1);
  });
});
