import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testimonialsResponseSchema } from '@shared/contracts/public-site';
import { testimonialsManaged } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';

describe('testimonials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const base = { content: 'Great service', rating: 5, isPublished: true, isApproved: true };
    await t.database.db.insert(testimonialsManaged).values([
      { ...base, clientName: 'Old plain', sortOrder: 1, createdAt: new Date('2026-01-01') },
      { ...base, clientName: 'New plain', sortOrder: 1, createdAt: new Date('2026-02-01') },
      { ...base, clientName: 'First plain', sortOrder: 0 },
      { ...base, clientName: 'Featured', sortOrder: 9, isFeatured: true },
      { ...base, clientName: 'Unapproved', isApproved: false },
      { ...base, clientName: 'Unpublished', isPublished: false },
    ]);
  });
  afterAll(() => t.close());

  it('shows only published and approved ones: featured, then sort order, then newest', async () => {
    const res = await t.app.inject({ url: '/api/public/testimonials' });
    const { testimonials } = testimonialsResponseSchema.parse(res.json());
    expect(testimonials.map((x) => x.clientName)).toEqual([
      'Featured',
      'First plain',
      'New plain',
      'Old plain',
    ]);
  });
});
