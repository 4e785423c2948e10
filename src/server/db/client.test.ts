import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { withSafeTransactions, type Db } from './client';
import * as schema from './schema/index';

describe('transactions on PostgreSQL', () => {
  it('gives the connection back to the pool when `begin` fails on a connection that died', async () => {
    const connection = {
      query: vi.fn().mockRejectedValue(new Error('Connection terminated unexpectedly')),
      release: vi.fn(),
    };
    const pool = { connect: vi.fn().mockResolvedValue(connection) } as unknown as pg.Pool;
    const db = withSafeTransactions(drizzle({ client: pool, schema }) as unknown as Db, pool);

    await expect(db.transaction(async () => 'never')).rejects.toThrow('Failed query: begin');
    expect(connection.release).toHaveBeenCalledTimes(1);
  });

  it('gives it back after a commit and after a rollback', async () => {
    const connection = { query: vi.fn().mockResolvedValue({ rows: [] }), release: vi.fn() };
    const pool = { connect: vi.fn().mockResolvedValue(connection) } as unknown as pg.Pool;
    const db = withSafeTransactions(drizzle({ client: pool, schema }) as unknown as Db, pool);

    await expect(db.transaction(async () => 'done')).resolves.toBe('done');
    await expect(
      db.transaction(async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(connection.release).toHaveBeenCalledTimes(2);
    const statements = connection.query.mock.calls.map(([q]) => (q as { text: string }).text);
    expect(statements).toEqual(['begin', 'commit', 'begin', 'rollback']);
  });
});
