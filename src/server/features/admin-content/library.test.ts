import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { auditRows, signedInAdmin } from './admin-content-test-kit';

const wait = { timeout: 5000, interval: 20 };

describe('admin content: downloads, testimonials, knowledge base, releases, templates', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    admin = await signedInAdmin(t.app, t.database.db);
  });
  afterAll(() => t.close());
  const publicGet = async (url: string) => (await t.app.inject({ url })).json();

  it('creates a download, shows its count in the list, and the public list follows', async () => {
    const bad = await admin.call('POST', '/api/admin/content/downloads', {
      name: 'Player',
      downloadUrl: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('downloadUrl');
    const res = await admin.call('POST', '/api/admin/content/downloads', {
      name: 'Lion Player',
      downloadUrl: 'https://apps.example.co.za/lion.apk',
      deviceCompatibility: ['android', 'firestick'],
      installationGuide: '1. Install\n2. Sign in',
      isFeatured: true,
    });
    expect(res.statusCode).toBe(201);
    const download = res.json().download;
    await vi.waitFor(async () => {
      const body = await publicGet('/api/public/downloads');
      expect(body.downloads.map((d: { id: string }) => d.id)).toContain(download.id);
    }, wait);
    await t.app.inject({ method: 'POST', url: `/api/public/downloads/${download.id}/count` });
    const list = (await admin.call('GET', '/api/admin/content/downloads')).json();
    expect(list.items.find((d: { id: string }) => d.id === download.id).downloadCount).toBe(1);
    const off = await admin.call('PATCH', `/api/admin/content/downloads/${download.id}`, {
      isActive: false,
    });
    expect(off.json().download.isActive).toBe(false);
    await vi.waitFor(async () => {
      const body = await publicGet('/api/public/downloads');
      expect(body.downloads.map((d: { id: string }) => d.id)).not.toContain(download.id);
    }, wait);
  });

  it('approves and publishes a testimonial before the public sees it; orders and deletes', async () => {
    const created = (
      await admin.call('POST', '/api/admin/content/testimonials', {
        clientName: 'Thandi',
        content: 'Rugby without buffering',
        rating: 5,
      })
    ).json().testimonial;
    expect(created).toMatchObject({ isApproved: false, isPublished: false });
    const ids = async () =>
      (await publicGet('/api/public/testimonials')).testimonials.map((x: { id: string }) => x.id);
    expect(await ids()).not.toContain(created.id);
    await admin.call('PATCH', `/api/admin/content/testimonials/${created.id}`, {
      isApproved: true,
      isPublished: true,
      isFeatured: true,
    });
    await vi.waitFor(async () => expect(await ids()).toContain(created.id), wait);
    // A one-field update changes that field only (no create defaults reapplied).
    const unfeatured = await admin.call('PATCH', `/api/admin/content/testimonials/${created.id}`, {
      isFeatured: false,
    });
    expect(unfeatured.json().testimonial).toMatchObject({
      isFeatured: false,
      isApproved: true,
      isPublished: true,
    });
    const rating = await admin.call('PATCH', `/api/admin/content/testimonials/${created.id}`, {
      rating: 6,
    });
    expect(rating.statusCode).toBe(400);
    expect(rating.json().error.fields).toHaveProperty('rating');
    const list = (await admin.call('GET', '/api/admin/content/testimonials')).json().items;
    const order = [
      created.id,
      ...list.map((x: { id: string }) => x.id).filter((id: string) => id !== created.id),
    ];
    const ordered = await admin.call('PUT', '/api/admin/content/testimonials/order', {
      ids: order,
    });
    expect(ordered.json().items[0].id).toBe(created.id);
    await admin.call('DELETE', `/api/admin/content/testimonials/${created.id}`);
    await vi.waitFor(async () => expect(await ids()).not.toContain(created.id), wait);
    expect(
      await auditRows(t.database.db, admin.admin.id, 'content.testimonial.delete'),
    ).toHaveLength(1);
  });

  it('writes knowledge-base articles in Markdown, refusing a taken slug', async () => {
    const article = {
      slug: 'reset-firestick',
      title: 'Reset your Firestick',
      category: 'Devices',
      bodyMarkdown: '## Steps\n\n<img src=x onerror=alert(1)> Hold the button.',
    };
    const res = await admin.call('POST', '/api/admin/content/knowledge-base', article);
    expect(res.statusCode).toBe(201);
    const again = await admin.call('POST', '/api/admin/content/knowledge-base', article);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toHaveProperty('slug');
    const badSlug = await admin.call('POST', '/api/admin/content/knowledge-base', {
      ...article,
      slug: 'Not A Slug',
    });
    expect(badSlug.statusCode).toBe(400);
    await vi.waitFor(async () => {
      const one = await t.app.inject({ url: '/api/public/knowledge-base/reset-firestick' });
      expect(one.headers['content-type']).toMatch(/^application\/json/);
      expect(one.json().article.bodyMarkdown).toBe(article.bodyMarkdown);
    }, wait);
    const list = (await admin.call('GET', '/api/admin/content/knowledge-base')).json();
    expect(list.categories).toContain('Devices');
  });

  it('publishes release notes', async () => {
    const res = await admin.call('POST', '/api/admin/content/releases', {
      version: '2.4.0',
      title: 'Faster guide',
      bodyMarkdown: '- Quicker EPG',
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().release.id;
    await vi.waitFor(async () => {
      const body = await publicGet('/api/public/releases');
      expect(body.releases[0].id).toBe(id);
    }, wait);
    const bad = await admin.call('PATCH', `/api/admin/content/releases/${id}`, {
      releasedAt: 'soon',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('releasedAt');
  });

  it('audits each edit against its row; a missing row is a 404 and leaves no audit', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const gone = await admin.call('PATCH', `/api/admin/content/downloads/${missing}`, {
      name: 'Ghost',
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Download not found.');
    const deleted = await admin.call('DELETE', `/api/admin/content/releases/${missing}`);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().error.message).toBe('Release note not found.');

    const release = (
      await admin.call('POST', '/api/admin/content/releases', {
        version: '2.5.0',
        title: 'Catch-up',
        bodyMarkdown: '- Seven days back',
      })
    ).json().release;
    await admin.call('PATCH', `/api/admin/content/releases/${release.id}`, {
      title: 'Catch-up TV',
    });
    const [edit] = await auditRows(t.database.db, admin.admin.id, 'content.release.update');
    expect(edit).toMatchObject({
      targetTable: 'release_notes',
      targetId: release.id,
      details: { version: '2.5.0', fields: ['title'] },
    });

    const article = (
      await admin.call('POST', '/api/admin/content/knowledge-base', {
        slug: 'pair-remote',
        title: 'Pair a remote',
        category: 'Devices',
        bodyMarkdown: 'Hold home.',
      })
    ).json().article;
    await admin.call('PATCH', `/api/admin/content/knowledge-base/${article.id}`, {
      title: 'Pair your remote',
      bodyMarkdown: 'Hold home for ten seconds.',
    });
    const [articleEdit] = await auditRows(t.database.db, admin.admin.id, 'content.article.update');
    expect(articleEdit!.details).toEqual({
      changes: { title: 'Pair your remote' },
      bodyChanged: true,
    });
    const edits = await auditRows(t.database.db, admin.admin.id, 'content.download.update');
    expect(edits.filter((row) => row.targetId === missing)).toEqual([]);
  });

  it('lists message templates with their placeholders and edits one', async () => {
    const list = (await admin.call('GET', '/api/admin/content/message-templates')).json().items;
    expect(list.length).toBeGreaterThan(0);
    const email = list.find((x: { channel: string }) => x.channel === 'email');
    const res = await admin.call('PATCH', `/api/admin/content/message-templates/${email.id}`, {
      subject: 'Hello {{name}}',
      body: 'Your {{ package }} is ready, {{name}}. Ref {{reference}}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().template.placeholders).toEqual(['name', 'package', 'reference']);
    const whatsapp = list.find((x: { channel: string }) => x.channel === 'whatsapp');
    const bad = await admin.call('PATCH', `/api/admin/content/message-templates/${whatsapp.id}`, {
      subject: 'No subjects here',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('subject');
    const empty = await admin.call('PATCH', `/api/admin/content/message-templates/${email.id}`, {
      body: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('body');
  });
});
