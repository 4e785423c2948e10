import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { auditRows, signedInAdmin } from './admin-content-test-kit';

const wait = { timeout: 5000, interval: 20 };

describe('admin content: homepage, branding, settings, footer, pages and SEO', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    admin = await signedInAdmin(t.app, t.database.db);
  });
  afterAll(() => t.close());
  const publicGet = async (url: string) => (await t.app.inject({ url })).json();

  it('creates and edits a homepage section; the public homepage shows it parsed', async () => {
    await publicGet('/api/public/homepage');
    const res = await admin.call('POST', '/api/admin/content/homepage', {
      sectionName: 'promise',
      title: 'Our promise',
      content: {
        features: [{ icon: 'Heart', title: 'Local support', description: 'Every day' }],
        ctaPrimary: { text: 'Order now' },
        steps: [{ title: 'Pay', description: 'By EFT' }],
      },
    });
    expect(res.statusCode).toBe(201);
    const section = res.json().section;
    expect(section.content.ctaPrimary).toEqual({
      text: 'Order now',
      target: 'order',
      duration: null,
    });
    await vi.waitFor(async () => {
      const body = await publicGet('/api/public/homepage');
      const shown = body.sections.find((s: { id: string }) => s.id === section.id);
      expect(shown?.content.features[0]).toMatchObject({ icon: 'Heart', color: 'blue' });
    }, wait);
    const off = await admin.call('PATCH', `/api/admin/content/homepage/${section.id}`, {
      isActive: false,
    });
    expect(off.json().section.isActive).toBe(false);
    await vi.waitFor(async () => {
      const body = await publicGet('/api/public/homepage');
      expect(body.sections.map((s: { id: string }) => s.id)).not.toContain(section.id);
    }, wait);
  });

  it('refuses a feature icon outside Shield, Zap, Users, Heart, naming the field', async () => {
    const res = await admin.call('POST', '/api/admin/content/homepage', {
      sectionName: 'about2',
      content: { features: [{ icon: 'Star', title: 'x' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['content.features.0.icon']);
  });

  it('sets branding keys, validated, and the public branding follows', async () => {
    await publicGet('/api/public/branding');
    const bad = await admin.call('PUT', '/api/admin/content/branding', { supportEmail: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('supportEmail');
    const script = await admin.call('PUT', '/api/admin/content/branding', {
      footerLogo: 'javascript:alert(1)',
    });
    expect(script.statusCode).toBe(400);
    const res = await admin.call('PUT', '/api/admin/content/branding', {
      companyName: 'Lion Stream',
      supportEmail: 'help@lion.example.co.za',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().branding).toMatchObject({ companyName: 'Lion Stream' });
    await vi.waitFor(async () => {
      const body = await publicGet('/api/public/branding');
      expect(body.branding).toMatchObject({
        companyName: 'Lion Stream',
        supportEmail: 'help@lion.example.co.za',
      });
    }, wait);
    expect(await auditRows(t.database.db, admin.admin.id, 'content.branding.update')).toHaveLength(
      1,
    );
  });

  it('validates each site setting by its own schema; business_email never goes public', async () => {
    await publicGet('/api/public/site-settings');
    const bad = await admin.call('PUT', '/api/admin/content/settings/live_stats', {
      value: {
        active_clients_mode: 'fake',
        channels_count: '3,000+',
        countries_served: 20,
        system_uptime: 99.5,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty(['value.active_clients_mode']);
    const unknown = await admin.call('PUT', '/api/admin/content/settings/secret_key', { value: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('key');

    const ok = await admin.call('PUT', '/api/admin/content/settings/live_stats', {
      value: {
        active_clients_mode: 'real',
        channels_count: '3,000+',
        countries_served: 20,
        system_uptime: 99.5,
      },
    });
    expect(ok.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const { settings } = await publicGet('/api/public/site-settings');
      expect(settings.liveStats).toMatchObject({
        channelsCount: '3,000+',
        countriesServed: 20,
        activeClientsMode: 'real',
      });
    }, wait);

    const dates = await admin.call('PUT', '/api/admin/content/settings/free_trial_blocked_dates', {
      value: ['2026-12-25', '2026-06-01', '2026-12-25'],
    });
    expect(dates.json().setting.value).toEqual(['2026-06-01', '2026-12-25']);
    const badDate = await admin.call(
      'PUT',
      '/api/admin/content/settings/free_trial_blocked_dates',
      {
        value: ['25/12/2026'],
      },
    );
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.fields).toHaveProperty(['value.0']);

    const email = await admin.call('PUT', '/api/admin/content/settings/business_email', {
      value: 'orders@lion.example.co.za',
    });
    expect(email.statusCode).toBe(200);
    const list = (await admin.call('GET', '/api/admin/content/settings')).json();
    expect(list.items.find((s: { key: string }) => s.key === 'business_email').value).toBe(
      'orders@lion.example.co.za',
    );
    expect(JSON.stringify(await publicGet('/api/public/site-settings'))).not.toContain(
      'orders@lion',
    );
  });

  it('sets the footer; a link needs a section id or a URL', async () => {
    const bad = await admin.call('PUT', '/api/admin/content/footer', {
      description: 'Hi',
      links: [{ text: 'Nowhere' }],
      supportLinks: [],
    });
    expect(bad.statusCode).toBe(400);
    const res = await admin.call('PUT', '/api/admin/content/footer', {
      description: 'Streaming for Mzansi',
      links: [{ text: 'Packages', id: 'pricing' }],
      supportLinks: [{ text: 'Setup Guide', url: '/setup-guide' }],
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const { footer } = await publicGet('/api/public/footer');
      expect(footer).toEqual({
        description: 'Streaming for Mzansi',
        links: [{ text: 'Packages', id: 'pricing' }],
        supportLinks: [{ text: 'Setup Guide', url: '/setup-guide' }],
      });
    }, wait);
  });

  it('edits a policy page in Markdown, served only as JSON', async () => {
    const body = '# Refunds\n\n<script>alert(1)</script> Within 7 days.';
    const res = await admin.call('PUT', '/api/admin/content/pages/refund-policy', {
      title: 'Refund policy',
      bodyMarkdown: body,
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const page = await t.app.inject({ url: '/api/public/pages/refund-policy' });
      expect(page.headers['content-type']).toMatch(/^application\/json/);
      expect(page.json().page.bodyMarkdown).toBe(body);
    }, wait);
    const unknown = await admin.call('PUT', '/api/admin/content/pages/about-us', {
      title: 'x',
      bodyMarkdown: 'y',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('slug');
  });

  it("refuses structured data that is not JSON: 400 'structuredData: must be valid JSON'", async () => {
    const res = await admin.call('PUT', '/api/admin/content/seo/home', {
      metaTitle: 'Lion Stream',
      structuredData: '{"@type": "Organization",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('structuredData: must be valid JSON');
    expect(res.json().error.fields).toEqual({ structuredData: 'must be valid JSON' });
  });

  it('saves SEO of a page and the public SEO follows', async () => {
    await publicGet('/api/public/seo?page=home');
    const res = await admin.call('PUT', '/api/admin/content/seo/home', {
      metaTitle: 'Lion Stream | IPTV',
      metaDescription: 'Live sport',
      metaKeywords: ['iptv', 'south africa'],
      canonicalUrl: 'https://lion.example.co.za/',
      structuredData: '{"@context":"https://schema.org","@type":"WebSite","name":"Lion"}',
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const { seo } = await publicGet('/api/public/seo?page=home');
      expect(seo.metaTitle).toBe('Lion Stream | IPTV');
      expect(seo.structuredData).toMatchObject({ '@type': 'WebSite' });
    }, wait);
    expect(await auditRows(t.database.db, admin.admin.id, 'content.seo.update')).toHaveLength(1);
  });
});
