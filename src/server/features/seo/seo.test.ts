import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seoResponseSchema } from '@shared/contracts/public-site';
import { packages, seoSettings } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';

const template = `<!doctype html>
<html lang="en-ZA">
  <head>
    <meta charset="UTF-8" />
    <title>Built title</title>
    <meta
      name="description"
      content="Built description"
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

interface Offer {
  name: string;
  price: string;
  priceCurrency: string;
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

function offersOf(html: string): Offer[] {
  const service = jsonLdBlocks(html).find((b) => b['@type'] === 'Service');
  return (service?.offers ?? []) as Offer[];
}

describe('SEO settings and the rendered index.html', () => {
  let t: TestApp;
  let webDir: string;
  const page = (headers: Record<string, string> = {}) => t.app.inject({ url: '/', headers });
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'seo-web-'));
    writeFileSync(join(webDir, 'index.html'), template);
    t = await buildTestApp({
      seed: true,
      webDir,
      config: { publicUrl: 'https://streamvault.example.co.za' },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('answers the home page SEO with JSON-LD offers in ZAR from the packages table', async () => {
    const res = await t.app.inject({ url: '/api/public/seo?page=home' });
    const { seo } = seoResponseSchema.parse(res.json());
    expect(seo.metaTitle).toBe('StreamVault SA | IPTV Streaming Packages in South Africa');
    expect(seo.metaKeywords).toContain('IPTV South Africa');
    expect(seo.canonicalUrl).toBe('https://streamvault.example.co.za/');
    expect(seo.ogImage).toBe('https://streamvault.example.co.za/icon-512.png');
    expect(seo.structuredData).toMatchObject({ '@type': 'Organization' });
    const service = seo.jsonLd[1] as { offers: Offer[] };
    expect(service.offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ['Free Trial', '0.00', 'ZAR'],
      ['Month to Month', '200.00', 'ZAR'],
      ['3 Months', '500.00', 'ZAR'],
      ['6 Months', '900.00', 'ZAR'],
      ['12 Months', '1700.00', 'ZAR'],
    ]);
  });

  it('answers defaults for a page without settings, and 400 for a bad page name', async () => {
    const res = await t.app.inject({ url: '/api/public/seo?page=downloads' });
    const { seo } = seoResponseSchema.parse(res.json());
    expect(seo.metaTitle).toContain('StreamVault SA');
    expect(seo.structuredData).toBeNull();
    expect(seo.jsonLd[0]).toMatchObject({ '@type': 'Organization', name: 'StreamVault SA' });
    expect((await t.app.inject({ url: '/api/public/seo?page=%3Cx%3E' })).statusCode).toBe(400);
  });

  it('renders the title, description, social tags, canonical link and JSON-LD into /', async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain(
      '<title>StreamVault SA | IPTV Streaming Packages in South Africa</title>',
    );
    expect(html).not.toContain('Built title');
    expect(html).not.toContain('Built description');
    expect(html).toMatch(/<meta name="description" content="Stream 2,475\+ live channels/);
    expect(html).toContain('<meta name="keywords" content="IPTV South Africa, streaming packages');
    expect(html).toContain('<meta property="og:title" content="StreamVault SA: live sport');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<link rel="canonical" href="https://streamvault.example.co.za/" />');
    expect(html).toContain('data-entry="/assets/index-abc.js"');
    expect(jsonLdBlocks(html).map((b) => b['@type'])).toEqual(['Organization', 'Service']);
    expect(offersOf(html).find((o) => o.name === '3 Months')?.price).toBe('500.00');
    // The CSP still forbids inline script; JSON-LD is a data block and is never executed.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect((await t.app.inject({ url: '/index.html' })).body).toBe(html);
  });

  it('shows a package price change in the page after the NOTIFY arrives', async () => {
    await t.database.db
      .update(packages)
      .set({ priceCents: 55000 })
      .where(eq(packages.name, '3 Months'));
    await vi.waitFor(
      async () => {
        expect(offersOf((await page()).body).find((o) => o.name === '3 Months')?.price).toBe(
          '550.00',
        );
      },
      { timeout: 5000, interval: 20 },
    );
  });

  it('escapes every value: nothing stored can close a tag or the JSON-LD block', async () => {
    await t.database.db
      .update(seoSettings)
      .set({
        metaTitle: '</title><script>alert(1)</script>',
        structuredData: JSON.stringify({ '@type': 'Organization', name: '</script><script>x()' }),
      })
      .where(eq(seoSettings.pageName, 'home'));
    await vi.waitFor(async () => {
      const html = (await page()).body;
      expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
      expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ex()');
      expect(html).not.toContain('<script>');
      expect(jsonLdBlocks(html)[0]).toMatchObject({ name: '</script><script>x()' });
    });
  });

  it('ignores structured data that does not parse, keeping the default organization', async () => {
    await t.database.db
      .update(seoSettings)
      .set({ structuredData: '{broken' })
      .where(eq(seoSettings.pageName, 'home'));
    await vi.waitFor(async () => {
      const blocks = jsonLdBlocks((await page()).body);
      expect(blocks[0]).toMatchObject({ '@type': 'Organization', name: 'StreamVault SA' });
    });
  });

  it('serves the page brotli-compressed and answers 304 to a matching ETag', async () => {
    const res = await page({ 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toContain('application/ld+json');
    const again = await page({ 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});
