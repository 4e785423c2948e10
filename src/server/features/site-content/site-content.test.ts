import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  brandingResponseSchema,
  footerResponseSchema,
  homepageResponseSchema,
  imagesResponseSchema,
  siteSettingsResponseSchema,
} from '@shared/contracts/public-site';
import {
  clients,
  footerContent,
  homepageContent,
  imageRegistry,
  siteBranding,
  siteSettings,
} from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';
import { parseSectionContent, versionedUrl } from './site-content.service';

describe('public site content', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('lists the active homepage sections by sort order with their features and CTAs', async () => {
    const res = await get('/api/public/homepage');
    expect(res.statusCode).toBe(200);
    const { sections } = homepageResponseSchema.parse(res.json());
    expect(sections.map((s) => s.sectionName)).toEqual(['hero', 'about', 'how_to_use']);
    expect(sections[0]!.content.ctaSecondary).toEqual({
      text: 'Try 24 Hours Free',
      target: 'order',
      duration: 'free-trial',
    });
    expect(sections[1]!.content.features.map((f) => f.icon)).toEqual([
      'Shield',
      'Zap',
      'Users',
      'Heart',
    ]);
  });

  it('parses section content stored as a JSON string, and survives junk', () => {
    const fromString = parseSectionContent(
      JSON.stringify({
        features: [{ icon: 'Rocket', title: 'Fast', description: 'd', color: 'red' }, 'junk'],
        cta_primary: 'Order now',
      }),
    );
    expect(fromString.features).toEqual([
      { icon: 'Shield', title: 'Fast', description: 'd', color: 'red' },
    ]);
    expect(fromString.ctaPrimary).toEqual({ text: 'Order now', target: 'order', duration: null });
    expect(parseSectionContent('{not json')).toEqual({
      features: [],
      ctaPrimary: null,
      ctaSecondary: null,
      highlights: [],
      steps: [],
    });
  });

  it('answers branding as one object, with defaults for missing or inactive rows', async () => {
    await t.database.db
      .update(siteBranding)
      .set({ isActive: false })
      .where(eq(siteBranding.settingName, 'footer_logo'));
    await vi.waitFor(async () => {
      const { branding } = brandingResponseSchema.parse((await get('/api/public/branding')).json());
      expect(branding).toMatchObject({
        companyName: 'StreamVault SA',
        whatsappNumber: '+27 82 000 0000',
        supportEmail: 'support@streamvault.example.co.za',
        footerLogo: '/icon-192.png',
      });
    });
  });

  it('answers only the public site settings, never the others', async () => {
    const res = await get('/api/public/site-settings');
    expect(res.body).not.toContain('orders@streamvault');
    const { settings } = siteSettingsResponseSchema.parse(res.json());
    expect(settings.liveStats).toEqual({
      channelsCount: '2,475+',
      countriesServed: 14,
      systemUptime: 99.1,
      activeClientsMode: 'simulated',
      activeClients: null,
    });
    expect(settings.supportHours).toBe('9am-8pm, 7 days');
    expect(settings.eftBankDetails?.branchCode).toBe('250655');
    expect(settings.cardPaymentLink).toMatch(/^https:/);
    expect(settings.freeTrialBlockedDates).toContain('2026-11-28');
  });

  it('gives the real count of active clients when the admin switches the mode to real', async () => {
    await t.database.db
      .update(siteSettings)
      .set({
        value: { channels_count: 3000, countries_served: 15, active_clients_mode: 'real' },
      })
      .where(eq(siteSettings.key, 'live_stats'));
    const active = await t.database.db.$count(clients, eq(clients.status, 'active'));
    expect(active).toBeGreaterThan(0);
    await vi.waitFor(async () => {
      const { settings } = siteSettingsResponseSchema.parse(
        (await get('/api/public/site-settings')).json(),
      );
      expect(settings.liveStats).toMatchObject({
        channelsCount: '3,000+',
        countriesServed: 15,
        activeClientsMode: 'real',
        activeClients: active,
      });
    });
  });

  it('answers images by key with versioned URLs, and a new version at once after the change', async () => {
    const url = '/api/public/images?keys=logo,footer_mascot';
    const { images } = imagesResponseSchema.parse((await get(url)).json());
    expect(images.map((i) => [i.key, i.url])).toEqual([
      ['footer_mascot', '/icon-512.png?v=1'],
      ['logo', '/icon-192.png?v=1'],
    ]);
    await t.database.db
      .update(imageRegistry)
      .set({ imageUrl: '/uploads/logo-2.png', version: 2 })
      .where(eq(imageRegistry.imageKey, 'logo'));
    await vi.waitFor(async () => {
      const after = imagesResponseSchema.parse((await get(url)).json());
      expect(after.images.find((i) => i.key === 'logo')?.url).toBe('/uploads/logo-2.png?v=2');
    });
  });

  it('keeps a URL that is already versioned, and adds to an existing query', () => {
    expect(versionedUrl('https://cdn.example/a.png?v=7', 8)).toBe('https://cdn.example/a.png?v=7');
    expect(versionedUrl('/a.png?w=100#x', 3)).toBe('/a.png?w=100&v=3#x');
  });

  it('rejects a malformed keys list with a 400 naming the field', async () => {
    const res = await get('/api/public/images?keys=a,,b');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'validation_error' } });
    expect(Object.keys(res.json().error.fields)).toEqual(['keys']);
  });

  it('answers the footer, and the defaults when the stored JSON is unusable', async () => {
    const first = footerResponseSchema.parse((await get('/api/public/footer')).json());
    expect(first.footer.links.map((l) => l.text)).toEqual(['Packages', 'About Us', 'Order Now']);
    await t.database.db
      .update(footerContent)
      .set({ content: 'not json {' as never, description: 'Our own blurb.' })
      .where(eq(footerContent.sectionName, 'main'));
    await vi.waitFor(async () => {
      const { footer } = footerResponseSchema.parse((await get('/api/public/footer')).json());
      expect(footer.description).toBe('Our own blurb.');
      expect(footer.supportLinks.map((l) => l.url)).toEqual([
        '/setup-guide',
        '/technical-support',
        '/downloads',
      ]);
    });
  });

  it('lets browsers revalidate: ETag, must-revalidate, then 304 for the same ETag', async () => {
    const res = await get('/api/public/homepage');
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await get('/api/public/homepage', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends a changed body (and a new ETag) right after the NOTIFY of a change arrives', async () => {
    const before = await get('/api/public/homepage');
    await t.database.db
      .update(homepageContent)
      .set({ title: 'Sport, movies and series' })
      .where(eq(homepageContent.sectionName, 'hero'));
    await vi.waitFor(
      async () => {
        const res = await get('/api/public/homepage', {
          'if-none-match': String(before.headers.etag),
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().sections[0].title).toBe('Sport, movies and series');
      },
      { timeout: 5000, interval: 20 },
    );
  });

  it('compresses large answers once and serves them gzip-encoded', async () => {
    const res = await get('/api/public/homepage', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    expect(homepageResponseSchema.parse(body).sections.length).toBe(3);
  });
});
