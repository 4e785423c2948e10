import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  contentPageResponseSchema,
  contentPageSlugs,
  knowledgeBaseArticleResponseSchema,
  knowledgeBaseListResponseSchema,
  noticesResponseSchema,
  releasesResponseSchema,
} from '@shared/contracts/public-site';
import { contentPages, notices } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';

describe('policy and help pages', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ url });
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('answers each of the five pages with its markdown', async () => {
    for (const slug of contentPageSlugs) {
      const res = await get(`/api/public/pages/${slug}`);
      expect(res.statusCode, slug).toBe(200);
      const { page } = contentPageResponseSchema.parse(res.json());
      expect(page.slug).toBe(slug);
      expect(page.bodyMarkdown.length).toBeGreaterThan(100);
    }
  });

  it('answers 404 for an unknown or unpublished page, 400 for a malformed slug', async () => {
    expect((await get('/api/public/pages/no-such-page')).statusCode).toBe(404);
    await t.database.db
      .update(contentPages)
      .set({ isPublished: false })
      .where(eq(contentPages.slug, 'refund-policy'));
    await vi.waitFor(async () =>
      expect((await get('/api/public/pages/refund-policy')).statusCode).toBe(404),
    );
    const bad = await get('/api/public/pages/Bad_Slug!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('slug');
  });

  it('lists knowledge base categories and articles, searched and narrowed', async () => {
    const all = knowledgeBaseListResponseSchema.parse(
      (await get('/api/public/knowledge-base')).json(),
    );
    expect(all.categories).toEqual([
      'Account',
      'Billing and Payments',
      'Getting Started',
      'Troubleshooting',
    ]);
    expect(all.articles.length).toBeGreaterThan(4);

    const searched = knowledgeBaseListResponseSchema.parse(
      (await get('/api/public/knowledge-base?q=BUFFERING')).json(),
    );
    expect(searched.articles.map((a) => a.title)).toContain('My stream keeps buffering');
    expect(searched.categories).toEqual(all.categories);

    const byBody = knowledgeBaseListResponseSchema.parse(
      (await get('/api/public/knowledge-base?q=network%20cable')).json(),
    );
    expect(byBody.articles.length).toBeGreaterThan(0);

    const narrowed = knowledgeBaseListResponseSchema.parse(
      (await get('/api/public/knowledge-base?category=Troubleshooting')).json(),
    );
    expect(new Set(narrowed.articles.map((a) => a.category))).toEqual(new Set(['Troubleshooting']));

    const literal = knowledgeBaseListResponseSchema.parse(
      (await get('/api/public/knowledge-base?q=%25')).json(),
    );
    expect(literal.articles).toEqual([]);
  });

  it('answers one article by slug, 404 when unknown', async () => {
    const res = await get('/api/public/knowledge-base/internet-speed');
    const { article } = knowledgeBaseArticleResponseSchema.parse(res.json());
    expect(article.bodyMarkdown).toContain('4K');
    expect((await get('/api/public/knowledge-base/nope')).statusCode).toBe(404);
  });

  it('lists published release notes, newest first', async () => {
    const { releases } = releasesResponseSchema.parse((await get('/api/public/releases')).json());
    expect(releases.map((r) => r.version)).toEqual(['1.2.0', '1.1.0', '1.0.0']);
  });

  it('lists only published notices for the public or all, newest first', async () => {
    await t.database.db.insert(notices).values([
      {
        title: 'Public news',
        body: 'b',
        audience: 'public',
        isPublished: true,
        publishedAt: new Date(),
      },
      { title: 'Draft', body: 'b', audience: 'public', isPublished: false },
    ]);
    await vi.waitFor(async () => {
      const { notices: list } = noticesResponseSchema.parse(
        (await get('/api/public/notices')).json(),
      );
      expect(list.map((n) => n.title)).toEqual(['Public news', 'Festive season support hours']);
    });
  });
});
