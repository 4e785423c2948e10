import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeTables } from '../../shared/contracts/realtime';
import { createTestDatabase, type TestDatabase } from '../test/database';
import * as schema from './schema/index';

const schemaTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb?.drop();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await testDb.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe('migrations', () => {
  it('create every table of the schema', async () => {
    const found = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const names = found.map((r) => r.table_name);
    expect(schemaTables.length).toBeGreaterThanOrEqual(37);
    for (const table of schemaTables) expect(names, table).toContain(table);
  });

  it('create the tables every realtime subscription watches, each with its trigger', async () => {
    const triggers = await rows<{ table_name: string }>(
      sql`select distinct event_object_table as table_name from information_schema.triggers
          where trigger_name like '%_notify_app_change'`,
    );
    const withTrigger = triggers.map((r) => r.table_name).sort();
    expect(withTrigger).toEqual([...realtimeTables].sort());
    for (const table of realtimeTables) expect(schemaTables).toContain(table);
  });

  it('guard statuses with check constraints', async () => {
    await expect(
      testDb.database.db.insert(schema.notices).values({
        title: 'x',
        body: 'y',
        audience: 'everyone' as 'all',
      }),
    ).rejects.toThrow();
  });
});
