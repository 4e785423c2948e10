import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  outbox,
  syncFailures,
  type MessageChannel,
  type OutboxMessage,
} from '../../db/schema/index';

/** Retry policy of issue 5: 1 minute, doubling, at most 1 hour apart, 10 tries in all. */
export interface DeliveryPolicy {
  maxAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export const deliveryPolicy: DeliveryPolicy = {
  maxAttempts: 10,
  firstDelayMs: 60_000,
  maxDelayMs: 3_600_000,
};

export function retryDelayAfter(attempts: number, policy = deliveryPolicy): number {
  return Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

/** A worker that died mid-send leaves rows in 'sending'; after this long they are tried again. */
const staleSendingMs = 5 * 60_000;

/**
 * Takes up to `limit` due messages for this worker: marks them 'sending' and counts the attempt.
 * FOR UPDATE SKIP LOCKED lets several instances claim from one PostgreSQL without sending twice.
 */
export async function claimDueMessages(
  db: Db,
  limit: number,
  now = new Date(),
): Promise<OutboxMessage[]> {
  const staleBefore = new Date(now.getTime() - staleSendingMs);
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      or(
        and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)),
        and(eq(outbox.status, 'sending'), lt(outbox.updatedAt, staleBefore)),
      ),
    )
    .orderBy(outbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, updatedAt: now })
    .where(inArray(outbox.id, due))
    .returning();
}

export async function markSent(db: Db, id: string, now = new Date()): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sending')));
}

/** No transport for the channel: a person sends it by hand from the admin outbox. */
export async function markManual(db: Db, id: string, channel: MessageChannel): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: 'manual',
      attempts: sql`greatest(${outbox.attempts} - 1, 0)`,
      lastError: `No ${channel === 'email' ? 'SMTP server' : 'WhatsApp Cloud API'} configured: send it by hand`,
    })
    .where(eq(outbox.id, id));
}

/**
 * A failed attempt: back off and try again, or after the last try mark it failed and record it in
 * sync_failures for an admin (who can retry it from the outbox screen).
 */
export async function markAttemptFailed(
  db: Db,
  message: OutboxMessage,
  error: string,
  now = new Date(),
  policy = deliveryPolicy,
): Promise<'retrying' | 'failed'> {
  const lastError = error.slice(0, 1000);
  if (message.attempts >= policy.maxAttempts) {
    await db.transaction(async (tx) => {
      await tx.update(outbox).set({ status: 'failed', lastError }).where(eq(outbox.id, message.id));
      await tx.insert(syncFailures).values({
        tableName: 'outbox',
        operation: `deliver_${message.channel}`,
        errorMessage: lastError,
        source: 'server',
        metadata: {
          timestamp: now.toISOString(),
          retry_count: message.attempts,
          outbox_id: message.id,
          recipient: message.recipient,
        },
      });
    });
    return 'failed';
  }
  await db
    .update(outbox)
    .set({
      status: 'pending',
      lastError,
      nextAttemptAt: new Date(now.getTime() + retryDelayAfter(message.attempts, policy)),
    })
    .where(eq(outbox.id, message.id));
  return 'retrying';
}

/** An admin's retry of a failed or manual message: due now, with a fresh count. */
export async function retryMessage(db: Db, id: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null })
    .where(and(eq(outbox.id, id), sql`${outbox.status} in ('failed', 'manual')`))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/** Oldest due time among pending messages, so an idle worker knows when to look again. */
export async function nextDueAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`min(${outbox.nextAttemptAt})` })
    .from(outbox)
    .where(eq(outbox.status, 'pending'));
  return row?.at ? new Date(row.at) : null;
}
