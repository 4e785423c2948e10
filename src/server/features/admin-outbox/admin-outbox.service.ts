import { and, count, eq, sql } from 'drizzle-orm';
import type { AdminOutboxMessage, outboxListQuerySchema } from '@shared/contracts/admin-operations';
import { whatsappChatLink } from '@shared/rules/phone';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { outbox, type OutboxMessage } from '../../db/schema/index';
import {
  AdminConflictError,
  AdminNotFoundError,
  auditAdmin,
  type AdminActor,
} from '../admin-lists/admin-actor';
import { iso, listResult, orderOf, pageOf, searchAny } from '../admin-lists/list.service';
import { retryMessage } from '../outbox/outbox-delivery.service';

export type OutboxListInput = z.output<typeof outboxListQuerySchema>;

/** A link that opens the message ready to send: wa.me for WhatsApp, mailto for email. */
export function sendLinkOf(
  message: Pick<OutboxMessage, 'channel' | 'recipient' | 'subject' | 'body'>,
): string {
  if (message.channel === 'whatsapp') return whatsappChatLink(message.recipient, message.body);
  // mailto wants %20 for spaces (RFC 6068), which encodeURIComponent gives; '+' would show as '+'.
  const query = [
    message.subject ? `subject=${encodeURIComponent(message.subject)}` : null,
    `body=${encodeURIComponent(message.body)}`,
  ]
    .filter(Boolean)
    .join('&');
  return `mailto:${encodeURIComponent(message.recipient).replace(/%40/g, '@')}?${query}`;
}

function toAdminOutboxMessage(m: OutboxMessage): AdminOutboxMessage {
  return {
    id: m.id,
    channel: m.channel,
    recipient: m.recipient,
    subject: m.subject,
    body: m.body,
    templateKey: m.templateKey,
    status: m.status,
    attempts: m.attempts,
    lastError: m.lastError,
    relatedTable: m.relatedTable,
    relatedId: m.relatedId,
    sendLink: sendLinkOf(m),
    sentAt: iso(m.sentAt),
    createdAt: m.createdAt.toISOString(),
  };
}

/** What needs a hand first: sent by hand, then failed, then the worker's own. */
const statusRank = sql`case ${outbox.status} when 'manual' then 0 when 'failed' then 1 when 'pending' then 2 when 'sending' then 3 else 4 end`;

export async function listOutbox(db: Db, query: OutboxListInput) {
  const where = and(
    query.status ? eq(outbox.status, query.status) : undefined,
    query.channel ? eq(outbox.channel, query.channel) : undefined,
    searchAny(query.q, [outbox.recipient, outbox.subject, outbox.body, outbox.templateKey]),
  );
  const sortColumn = {
    createdAt: outbox.createdAt,
    status: statusRank,
    recipient: outbox.recipient,
    channel: outbox.channel,
  }[query.sort];
  const page = pageOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(...orderOf(query.order, sortColumn, outbox.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(outbox).where(where),
  ]);
  return listResult(query, rows.map(toAdminOutboxMessage), total?.n ?? 0);
}

async function getMessage(db: Db, id: string): Promise<OutboxMessage> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  if (!row) throw new AdminNotFoundError('Message');
  return row;
}

/** The admin sent it by hand (from its link): manual or failed becomes sent. */
export async function markMessageSent(db: Db, actor: AdminActor, id: string, now = new Date()) {
  const [row] = await db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(and(eq(outbox.id, id), sql`${outbox.status} in ('manual', 'failed')`))
    .returning();
  if (!row) {
    const current = await getMessage(db, id);
    throw new AdminConflictError(
      `Only messages waiting to be sent by hand or failed can be marked sent (this one is ${current.status}).`,
    );
  }
  await auditAdmin(
    db,
    actor,
    'outbox.mark_sent',
    { table: 'outbox', id },
    { channel: row.channel },
  );
  return { message: toAdminOutboxMessage(row) };
}

/** A failed (or manual) message goes back to the worker, due now with a fresh count. */
export async function retryOutboxMessage(db: Db, actor: AdminActor, id: string, now = new Date()) {
  const retried = await retryMessage(db, id, now);
  if (!retried) {
    const current = await getMessage(db, id);
    throw new AdminConflictError(
      `Only failed or manual messages can be retried (this one is ${current.status}).`,
    );
  }
  await auditAdmin(db, actor, 'outbox.retry', { table: 'outbox', id });
  return { message: toAdminOutboxMessage(await getMessage(db, id)) };
}
