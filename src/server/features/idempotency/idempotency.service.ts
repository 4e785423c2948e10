import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';

const keyLifetimeMs = 24 * 60 * 60 * 1000;

export class IdempotencyKeyReusedError extends Error {}
export class IdempotencyInProgressError extends Error {}

export interface WorkResult {
  statusCode: number;
  body: unknown;
}

/** `replayed` is true when this is the stored answer of an earlier request with the same key. */
export type StoredResult<R extends WorkResult> = R & { replayed: boolean };

export function hashRequest(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/**
 * Runs `work` once per (scope, key): the key row, the business rows and the stored answer commit in
 * one transaction. A retry with the same key gets the first answer back; a concurrent duplicate
 * waits on the key's unique index until the first commits, then gets its answer too.
 * Without a key, `work` simply runs in a transaction.
 */
export async function runIdempotent<R extends WorkResult>(
  db: Db,
  input: { scope: string; key: string | null; requestHash: string; now?: Date },
  work: (tx: Db) => Promise<R>,
): Promise<StoredResult<R>> {
  const now = input.now ?? new Date();
  const key = input.key;
  if (!key) {
    const result = await db.transaction((tx) => work(tx as unknown as Db));
    return { ...result, replayed: false };
  }
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({
        scope: input.scope,
        key,
        requestHash: input.requestHash,
        expiresAt: new Date(now.getTime() + keyLifetimeMs),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [existing] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, input.scope), eq(idempotencyKeys.key, key)));
      if (!existing) throw new IdempotencyInProgressError();
      if (existing.requestHash !== input.requestHash) throw new IdempotencyKeyReusedError();
      if (existing.statusCode === null) throw new IdempotencyInProgressError();
      const stored = { statusCode: existing.statusCode, body: existing.responseBody } as R;
      return { ...stored, replayed: true };
    }
    const result = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: result.statusCode, responseBody: result.body })
      .where(and(eq(idempotencyKeys.scope, input.scope), eq(idempotencyKeys.key, key)));
    return { ...result, replayed: false };
  });
}

/** Forgets keys older than their lifetime (run from a periodic job). */
export async function deleteExpiredIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
