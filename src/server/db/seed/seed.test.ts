import { verify } from '@node-rs/argon2';
import { eq, getTableName, inArray, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicRealtimeTables } from '../../../shared/contracts/realtime';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import * as schema from '../schema/index';
import { demoClientCredentials } from './demo-client';
import { seedDemoContent } from './index';

const tablesByName = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableName(table), table] as const),
);

/** Public tables plus the other tables the seed fills. */
const seededTables = [
  ...publicRealtimeTables,
  'message_templates',
  'incident_updates',
  'clients',
  'app_meta',
];

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb?.drop();
});

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of tablesByName) out[name] = await testDb.database.db.$count(table);
  return out;
}

describe('seedDemoContent', () => {
  it('fills every public table once, and a second run adds nothing', async () => {
    const { db } = testDb.database;
    expect(await seedDemoContent(db)).toBe(true);
    const first = await counts();
    for (const table of seededTables) expect(first[table], table).toBeGreaterThan(0);

    expect(await seedDemoContent(db)).toBe(false);
    expect(await counts()).toEqual(first);
  });

  it('creates the demo client on the 3 Months package with a working password', async () => {
    const { db } = testDb.database;
    const [client] = await db
      .select()
      .from(schema.clients)
      .where(eq(schema.clients.username, demoClientCredentials.username));
    expect(client).toBeDefined();
    expect(await verify(client!.passwordHash, demoClientCredentials.password)).toBe(true);
    const [pkg] = await db
      .select()
      .from(schema.packages)
      .where(eq(schema.packages.id, client!.packageId!));
    expect(pkg?.name).toBe('3 Months');
    expect(client!.subscriptionExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
  });

  it('adds a suspended demo client (Access Denied) and one for trying the password reset', async () => {
    const { db } = testDb.database;
    const rows = await db
      .select()
      .from(schema.clients)
      .where(inArray(schema.clients.username, ['sipho', 'lerato']));
    const byName = Object.fromEntries(rows.map((r) => [r.username, r]));
    expect(byName.sipho).toMatchObject({ status: 'suspended', firstName: 'Sipho' });
    expect(byName.lerato).toMatchObject({ status: 'active', email: 'lerato@example.co.za' });
    for (const row of rows) expect(await verify(row.passwordHash, 'demo12345')).toBe(true);
  });

  it('gives every special a package with the same name and price', async () => {
    const { db } = testDb.database;
    const pkgs = await db.select().from(schema.packages);
    const specials = await db.select().from(schema.pricingSpecials);
    expect(specials.length).toBeGreaterThan(0);
    for (const special of specials) {
      const pkg = pkgs.find((p) => p.name === special.packageName);
      expect(pkg?.priceCents, special.packageName).toBe(special.originalPriceCents);
      expect(special.specialPriceCents).toBeLessThan(special.originalPriceCents);
    }
  });

  it('has a content page for every policy and help route, and valid SEO structured data', async () => {
    const { db } = testDb.database;
    const slugs = (await db.select({ slug: schema.contentPages.slug }).from(schema.contentPages))
      .map((p) => p.slug)
      .sort();
    expect(slugs).toEqual([
      'privacy-policy',
      'refund-policy',
      'setup-guide',
      'technical-support',
      'terms-of-service',
    ]);
    const [home] = await db
      .select()
      .from(schema.seoSettings)
      .where(eq(schema.seoSettings.pageName, 'home'));
    expect(() => JSON.parse(home!.structuredData!)).not.toThrow();
  });

  it('leaves exactly one unapproved testimonial off the public list', async () => {
    const { db } = testDb.database;
    const all = await db.select().from(schema.testimonialsManaged);
    expect(all.filter((t) => !(t.isApproved && t.isPublished))).toHaveLength(1);
  });
});
