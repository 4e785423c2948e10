import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { dbChangeChannel, dbChangeSchema, type DbChange } from '../../shared/contracts/realtime';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { packages } from './schema/index';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb?.drop();
});

it('notifies app_changes with table, op and id (and nothing else) when a package changes', async () => {
  const { db } = testDb.database;
  const changes: DbChange[] = [];
  const raw: Record<string, unknown>[] = [];
  const unlisten = await testDb.database.listen(dbChangeChannel, (payload) => {
    const parsed = JSON.parse(payload) as Record<string, unknown>;
    raw.push(parsed);
    changes.push(dbChangeSchema.parse(parsed));
  });
  try {
    const [pkg] = await db
      .insert(packages)
      .values({ name: 'Test', priceCents: 100, duration: '1 Month', durationMonths: 1 })
      .returning({ id: packages.id });
    await db.update(packages).set({ priceCents: 200 }).where(eq(packages.id, pkg!.id));
    await db.delete(packages).where(eq(packages.id, pkg!.id));

    await vi.waitFor(() => {
      expect(changes).toContainEqual({ table: 'packages', op: 'UPDATE', id: pkg!.id });
      expect(changes).toContainEqual({ table: 'packages', op: 'INSERT', id: pkg!.id });
      expect(changes).toContainEqual({ table: 'packages', op: 'DELETE', id: pkg!.id });
    });
    for (const payload of raw) expect(Object.keys(payload).sort()).toEqual(['id', 'op', 'table']);
  } finally {
    await unlisten();
  }
});
