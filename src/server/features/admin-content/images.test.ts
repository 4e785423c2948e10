import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { bearer } from '../../test/accounts';
import { auditRows, signedInAdmin } from './admin-content-test-kit';

const wait = { timeout: 5000, interval: 20 };
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR fake but typed by its signature'),
]);
const cleanSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>rect{fill:gold}</style><rect width="10" height="10"/></svg>',
);

/** A multipart/form-data body with one `file` part and optional text fields. */
function multipartBody(
  data: Buffer,
  filename: string,
  type: string,
  fields: Record<string, string> = {},
) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('admin images and app logos', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    admin = await signedInAdmin(t.app, t.database.db);
  });
  afterAll(() => t.close());

  const upload = (url: string, data: Buffer, filename: string, type: string, fields = {}) => {
    const body = multipartBody(data, filename, type, fields);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(admin.token), 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const publicImage = async (key: string) =>
    (await t.app.inject({ url: `/api/public/images?keys=${key}` })).json().images[0] as
      { url: string; version: number } | undefined;

  it('stores an image by key, serves it immutable, and bumps the version on each upload', async () => {
    expect(await publicImage('hero-banner')).toBeUndefined();
    const first = await upload('/api/admin/images/hero-banner', png, 'hero.png', 'image/png', {
      altText: 'Stadium at night',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().image).toMatchObject({
      key: 'hero-banner',
      version: 1,
      altText: 'Stadium at night',
      contentType: 'image/png',
    });
    const file = await t.app.inject({ url: first.json().image.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.equals(png)).toBe(true);
    await vi.waitFor(async () => expect((await publicImage('hero-banner'))?.version).toBe(1), wait);

    const second = await upload('/api/admin/images/hero-banner', png, 'hero2.png', 'image/png');
    expect(second.json().image.version).toBe(2);
    expect(second.json().image.url).not.toBe(first.json().image.url);
    await vi.waitFor(async () => {
      const shown = await publicImage('hero-banner');
      expect(shown?.version).toBe(2);
      expect(shown?.url).toBe(second.json().image.url);
    }, wait);
    expect((await t.app.inject({ url: second.json().image.url })).statusCode).toBe(200);
    // The replaced file is gone; its immutable URL was never reused.
    expect((await t.app.inject({ url: first.json().image.url.split('?')[0] })).statusCode).toBe(
      404,
    );
    expect(await auditRows(t.database.db, admin.admin.id, 'content.image.upload')).toHaveLength(2);
  });

  it('refuses an upload whose content does not match an image type (415)', async () => {
    const res = await upload(
      '/api/admin/images/promo-tile',
      Buffer.from('#!/bin/sh\necho hi'),
      'logo.png',
      'image/png',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error.fields).toHaveProperty('file');
    const pdf = await upload(
      '/api/admin/images/promo-tile',
      Buffer.from('%PDF-1.7 ...'),
      'logo.png',
      'image/png',
    );
    expect(pdf.statusCode).toBe(415);
    expect(await publicImage('promo-tile')).toBeUndefined();
  });

  it('refuses an SVG with a script or an event handler, and serves a clean one with a CSP', async () => {
    const script = await upload(
      '/api/admin/images/mascot',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
      ),
      'mascot.svg',
      'image/svg+xml',
    );
    expect(script.statusCode).toBe(415);
    expect(script.json().error.message).toContain('<script>');
    const handler = await upload(
      '/api/admin/images/mascot',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
      'mascot.svg',
      'image/svg+xml',
    );
    expect(handler.statusCode).toBe(415);

    const ok = await upload('/api/admin/images/mascot', cleanSvg, 'mascot.svg', 'image/svg+xml');
    expect(ok.statusCode).toBe(200);
    const file = await t.app.inject({ url: ok.json().image.url });
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses an image over 2 MB (413) and a request that is not multipart (415)', async () => {
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload('/api/admin/images/huge', big, 'huge.png', 'image/png');
    expect(res.statusCode).toBe(413);
    const json = await admin.call('POST', '/api/admin/images/huge', { file: 'x' });
    expect(json.statusCode).toBe(415);
    const badKey = await upload('/api/admin/images/Bad%20Key', png, 'x.png', 'image/png');
    expect(badKey.statusCode).toBe(400);
  });

  it('uploads an app logo (1 MB limit) and the download shows its URL', async () => {
    const created = (
      await admin.call('POST', '/api/admin/content/downloads', { name: 'Logo App' })
    ).json().download;
    const big = Buffer.concat([png, Buffer.alloc(1024 * 1024)]);
    expect(
      (await upload(`/api/admin/content/downloads/${created.id}/logo`, big, 'l.png', 'image/png'))
        .statusCode,
    ).toBe(413);
    const res = await upload(
      `/api/admin/content/downloads/${created.id}/logo`,
      png,
      'l.png',
      'image/png',
    );
    expect(res.statusCode).toBe(200);
    const logoUrl = res.json().download.logoUrl as string;
    expect(logoUrl).toMatch(/^\/api\/public\/files\/logos\//);
    expect((await t.app.inject({ url: logoUrl })).statusCode).toBe(200);
  });

  it('serves only image folders: other stored files and odd keys are 404', async () => {
    for (const url of [
      '/api/public/files/proofs/2026/01/00000000-0000-4000-8000-000000000000.pdf',
      '/api/public/files/images/../proofs/x.pdf',
      '/api/public/files/images/x/00000000-0000-4000-8000-000000000000.html',
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
  });

  it('needs an admin to upload', async () => {
    const body = multipartBody(png, 'x.png', 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/images/anon',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});
