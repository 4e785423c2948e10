import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminPackagesResponseSchema } from '@shared/contracts/admin-content';
import { publicPackagesResponseSchema } from '@shared/contracts/packages';
import { buildTestApp, type TestApp } from '../../test/app';
import { auditRows, signedInAdmin } from './admin-content-test-kit';

const template = `<!doctype html><html><head><title>Built</title></head><body></body></html>`;

function offersOf(html: string): { name: string; price: string }[] {
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map(
    (m) => JSON.parse(m[1]!) as { '@type'?: string; offers?: { name: string; price: string }[] },
  );
  return blocks.find((b) => b['@type'] === 'Service')?.offers ?? [];
}

describe('admin content: packages, specials and banners', () => {
  let t: TestApp;
  let webDir: string;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'content-web-'));
    writeFileSync(join(webDir, 'index.html'), template);
    t = await buildTestApp({ seed: true, webDir });
    admin = await signedInAdmin(t.app, t.database.db);
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const publicPrice = async (name: string) => {
    const res = await t.app.inject({ url: '/api/public/packages' });
    return publicPackagesResponseSchema.parse(res.json()).packages.find((p) => p.name === name)
      ?.priceCents;
  };

  it('refuses the editors without an admin session', async () => {
    expect((await t.app.inject({ url: '/api/admin/content/packages' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/packages',
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('a price change reaches GET /api/public/packages and the JSON-LD of index.html after the NOTIFY', async () => {
    const list = adminPackagesResponseSchema.parse(
      (await admin.call('GET', '/api/admin/content/packages')).json(),
    );
    const three = list.items.find((p) => p.name === '3 Months')!;
    // Warm both caches first, so the new price can only come from the invalidation.
    expect(await publicPrice('3 Months')).toBe(three.priceCents);
    expect(offersOf((await t.app.inject({ url: '/' })).body).map((o) => o.name)).toContain(
      '3 Months',
    );

    const res = await admin.call('PATCH', `/api/admin/content/packages/${three.id}`, {
      priceCents: 47_500,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().package.priceCents).toBe(47_500);

    await vi.waitFor(async () => expect(await publicPrice('3 Months')).toBe(47_500), {
      timeout: 5000,
      interval: 20,
    });
    await vi.waitFor(
      async () => {
        const offer = offersOf((await t.app.inject({ url: '/' })).body).find(
          (o) => o.name === '3 Months',
        );
        expect(offer?.price).toBe('475.00');
      },
      { timeout: 5000, interval: 20 },
    );
    const [audit] = await auditRows(t.database.db, admin.admin.id, 'content.package.update');
    expect(audit?.targetId).toBe(three.id);
    expect(audit?.details).toMatchObject({
      changes: { priceCents: 47_500 },
      previousPriceCents: three.priceCents,
    });
  });

  it('creates a package last in order, lists inactive ones, and hides them from the public', async () => {
    const res = await admin.call('POST', '/api/admin/content/packages', {
      name: 'Family Year',
      priceCents: 199_900,
      duration: '12 Months',
      durationMonths: 12,
      features: ['All channels', 'Two screens'],
      isActive: false,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().package;
    const list = adminPackagesResponseSchema.parse(
      (await admin.call('GET', '/api/admin/content/packages')).json(),
    );
    expect(list.items.at(-1)?.id).toBe(created.id);
    expect(await publicPrice('Family Year')).toBeUndefined();

    await admin.call('PATCH', `/api/admin/content/packages/${created.id}`, {
      isActive: true,
      isFeatured: true,
    });
    await vi.waitFor(async () => expect(await publicPrice('Family Year')).toBe(199_900), {
      timeout: 5000,
      interval: 20,
    });
  });

  it('validates package writes and names the field', async () => {
    const bad = await admin.call('POST', '/api/admin/content/packages', {
      name: 'Cheap',
      priceCents: -1,
      duration: '1 Month',
      durationMonths: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('priceCents');
    expect(bad.json().error.message).toMatch(/^priceCents: /);
    const missing = await admin.call('POST', '/api/admin/content/packages', { priceCents: 100 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('name');
    const unknown = await admin.call(
      'PATCH',
      '/api/admin/content/packages/00000000-0000-4000-8000-000000000000',
      { priceCents: 100 },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('reorders packages by a list of ids and the public list follows', async () => {
    const before = adminPackagesResponseSchema.parse(
      (await admin.call('GET', '/api/admin/content/packages')).json(),
    ).items;
    const reversed = before.map((p) => p.id).reverse();
    const res = await admin.call('PUT', '/api/admin/content/packages/order', { ids: reversed });
    expect(res.statusCode).toBe(200);
    expect(adminPackagesResponseSchema.parse(res.json()).items.map((p) => p.id)).toEqual(reversed);
    const activeInOrder = reversed.filter((id) => before.find((p) => p.id === id)!.isActive);
    await vi.waitFor(
      async () => {
        const body = publicPackagesResponseSchema.parse(
          (await t.app.inject({ url: '/api/public/packages' })).json(),
        );
        expect(body.packages.map((p) => p.id)).toEqual(activeInOrder);
      },
      { timeout: 5000, interval: 20 },
    );
    const bad = await admin.call('PUT', '/api/admin/content/packages/order', {
      ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('ids');
    expect(await auditRows(t.database.db, admin.admin.id, 'content.package.reorder')).toHaveLength(
      1,
    );
  });

  it('creates and edits a pricing special, refusing a window that ends before it starts', async () => {
    const res = await admin.call('POST', '/api/admin/content/specials', {
      packageName: '6 Months',
      durationMonths: 6,
      originalPriceCents: 90_000,
      specialPriceCents: 75_000,
      title: 'Winter deal',
      audience: 'public',
    });
    expect(res.statusCode).toBe(201);
    const special = res.json().special;
    await vi.waitFor(
      async () => {
        const body = (await t.app.inject({ url: '/api/public/specials' })).json();
        expect(body.specials.map((s: { id: string }) => s.id)).toContain(special.id);
      },
      { timeout: 5000, interval: 20 },
    );
    const bad = await admin.call('PATCH', `/api/admin/content/specials/${special.id}`, {
      endsAt: '2000-01-01T00:00:00Z',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ endsAt: 'must be after startsAt' });
    const off = await admin.call('PATCH', `/api/admin/content/specials/${special.id}`, {
      isActive: false,
    });
    expect(off.json().special.isActive).toBe(false);
    await vi.waitFor(
      async () => {
        const body = (await t.app.inject({ url: '/api/public/specials' })).json();
        expect(body.specials.map((s: { id: string }) => s.id)).not.toContain(special.id);
      },
      { timeout: 5000, interval: 20 },
    );
    const audience = await admin.call('POST', '/api/admin/content/specials', {
      packageName: 'x',
      originalPriceCents: 1,
      specialPriceCents: 1,
      audience: 'everyone',
    });
    expect(audience.statusCode).toBe(400);
    expect(audience.json().error.fields).toHaveProperty('audience');
  });

  it('creates, orders and deletes banners', async () => {
    const a = (
      await admin.call('POST', '/api/admin/content/banners', {
        title: 'Deal',
        content: 'Half price',
        bannerType: 'special',
      })
    ).json().banner;
    const b = (
      await admin.call('POST', '/api/admin/content/banners', { title: 'Info', content: 'News' })
    ).json().banner;
    expect(b.bannerType).toBe('other');
    const ordered = await admin.call('PUT', '/api/admin/content/banners/order', {
      ids: [b.id, a.id],
    });
    expect(
      ordered
        .json()
        .items.slice(0, 2)
        .map((x: { id: string }) => x.id),
    ).toEqual([b.id, a.id]);
    const bad = await admin.call('POST', '/api/admin/content/banners', {
      title: 'x',
      content: 'y',
      bannerType: 'popup',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('bannerType');
    expect((await admin.call('DELETE', `/api/admin/content/banners/${a.id}`)).json()).toEqual({
      success: true,
    });
    expect((await admin.call('DELETE', `/api/admin/content/banners/${a.id}`)).statusCode).toBe(404);
    expect(await auditRows(t.database.db, admin.admin.id, 'content.banner.delete')).toHaveLength(1);
  });
});
