import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { downloadsResponseSchema } from '@shared/contracts/public-site';
import { downloads } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';

describe('downloads', () => {
  let t: TestApp;
  const list = async () =>
    downloadsResponseSchema.parse((await t.app.inject({ url: '/api/public/downloads' })).json())
      .downloads;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('lists active apps featured first, then by sort order, with every field', async () => {
    const apps = await list();
    const firstPlain = apps.findIndex((a) => !a.isFeatured);
    expect(firstPlain).toBeGreaterThan(0);
    expect(apps.slice(firstPlain).every((a) => !a.isFeatured)).toBe(true);
    expect(apps[0]).toMatchObject({
      name: 'IPTV Smarters Pro',
      isFeatured: true,
      downloadCount: 0,
      installationGuide: expect.stringContaining('1. '),
    });
    expect(apps[0]).toHaveProperty('qrCodeData');
    expect(apps[0]).toHaveProperty('logoUrl');
  });

  it('counts a download, and the list shows the new count after the change arrives', async () => {
    const [app] = await list();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/downloads/${app!.id}/count`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ downloadCount: 1 });
    await vi.waitFor(async () => expect((await list())[0]!.downloadCount).toBe(1));
  });

  it('answers 404 for an unknown, malformed or inactive app', async () => {
    const [, second] = await list();
    await t.database.db
      .update(downloads)
      .set({ isActive: false })
      .where(eq(downloads.id, second!.id));
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', second!.id]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/public/downloads/${id}/count` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });
});
