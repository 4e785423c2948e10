import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type {
  AdminTicket,
  replyTicketRequestSchema,
  ticketListQuerySchema,
  TicketMessage,
  updateTicketRequestSchema,
} from '@shared/contracts/admin-operations';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  adminUsers,
  clients,
  supportTicketMessages,
  supportTickets,
  type SupportTicket,
} from '../../db/schema/index';
import {
  AdminConflictError,
  AdminNotFoundError,
  auditAdmin,
  type AdminActor,
} from '../admin-lists/admin-actor';
import {
  clientName,
  iso,
  listResult,
  orderOf,
  pageOf,
  searchAny,
} from '../admin-lists/list.service';
import { notifyClientOfTicketReply } from '../client-portal/tickets.service';
import { clientDisplayName } from '../sessions/sessions.service';

export type TicketListInput = z.output<typeof ticketListQuerySchema>;

const messageCount = sql<number>`(select count(*)::int from ${supportTicketMessages} where ${supportTicketMessages.ticketId} = ${supportTickets.id})`;
const ticketSelection = {
  ticket: supportTickets,
  client: { firstName: clients.firstName, lastName: clients.lastName, username: clients.username },
  assignedAdminEmail: adminUsers.email,
  messageCount,
};

function toAdminTicket(row: {
  ticket: SupportTicket;
  client: { firstName: string; lastName: string; username: string };
  assignedAdminEmail: string | null;
  messageCount: number;
}): AdminTicket {
  const t = row.ticket;
  return {
    id: t.id,
    clientId: t.clientId,
    clientName: clientDisplayName(row.client),
    clientUsername: row.client.username,
    subject: t.subject,
    category: t.category,
    status: t.status,
    assignedAdminId: t.assignedAdminId,
    assignedAdminEmail: row.assignedAdminEmail,
    lastReplyAt: iso(t.lastReplyAt),
    messageCount: Number(row.messageCount),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export async function listTicketsAdmin(db: Db, query: TicketListInput) {
  const where = and(
    query.status ? eq(supportTickets.status, query.status) : undefined,
    query.assignedAdminId === 'none'
      ? isNull(supportTickets.assignedAdminId)
      : query.assignedAdminId
        ? eq(supportTickets.assignedAdminId, query.assignedAdminId)
        : undefined,
    query.clientId ? eq(supportTickets.clientId, query.clientId) : undefined,
    searchAny(query.q, [
      supportTickets.subject,
      supportTickets.category,
      clients.username,
      clientName,
    ]),
  );
  const sortColumn = {
    lastActivity: sql`coalesce(${supportTickets.lastReplyAt}, ${supportTickets.createdAt})`,
    createdAt: supportTickets.createdAt,
    status: supportTickets.status,
    subject: sql`lower(${supportTickets.subject})`,
    client: sql`lower(${clientName})`,
    assigned: adminUsers.email,
  }[query.sort];
  const page = pageOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(ticketSelection)
      .from(supportTickets)
      .innerJoin(clients, eq(clients.id, supportTickets.clientId))
      .leftJoin(adminUsers, eq(adminUsers.id, supportTickets.assignedAdminId))
      .where(where)
      .orderBy(...orderOf(query.order, sortColumn, supportTickets.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(supportTickets)
      .innerJoin(clients, eq(clients.id, supportTickets.clientId))
      .where(where),
  ]);
  return listResult(query, rows.map(toAdminTicket), total?.n ?? 0);
}

async function getAdminTicket(db: Db, id: string): Promise<AdminTicket> {
  const [row] = await db
    .select(ticketSelection)
    .from(supportTickets)
    .innerJoin(clients, eq(clients.id, supportTickets.clientId))
    .leftJoin(adminUsers, eq(adminUsers.id, supportTickets.assignedAdminId))
    .where(eq(supportTickets.id, id))
    .limit(1);
  if (!row) throw new AdminNotFoundError('Ticket');
  return toAdminTicket(row);
}

/** The ticket and its whole conversation, oldest message first. */
export async function getTicketThread(db: Db, id: string) {
  const ticket = await getAdminTicket(db, id);
  const rows = await db
    .select({
      message: supportTicketMessages,
      adminEmail: adminUsers.email,
      adminName: adminUsers.name,
    })
    .from(supportTicketMessages)
    .leftJoin(
      adminUsers,
      and(
        eq(supportTicketMessages.authorType, 'admin'),
        eq(adminUsers.id, supportTicketMessages.authorId),
      ),
    )
    .where(eq(supportTicketMessages.ticketId, id))
    .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id));
  const messages: TicketMessage[] = rows.map(({ message, adminEmail, adminName }) => ({
    id: message.id,
    authorType: message.authorType,
    authorId: message.authorId,
    authorName: message.authorType === 'admin' ? (adminName ?? adminEmail) : ticket.clientName,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
  }));
  return { ticket, messages };
}

/**
 * An admin's reply: stored, the ticket moved to `awaiting_client` (or the status asked), and the
 * client told through the outbox (notifyClientOfTicketReply, the client portal's own text).
 */
export async function replyToTicketAsAdmin(
  db: Db,
  actor: AdminActor,
  id: string,
  input: z.output<typeof replyTicketRequestSchema>,
  options: { portalLink: string },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, id))
      .for('update');
    if (!ticket) throw new AdminNotFoundError('Ticket');
    const [message] = await tx
      .insert(supportTicketMessages)
      .values({
        ticketId: id,
        authorType: 'admin',
        authorId: actor.adminId,
        body: input.body,
        createdAt: now,
      })
      .returning();
    await tx
      .update(supportTickets)
      .set({
        status: input.status ?? 'awaiting_client',
        lastReplyAt: now,
        assignedAdminId: ticket.assignedAdminId ?? actor.adminId,
      })
      .where(eq(supportTickets.id, id));
    const queued = await notifyClientOfTicketReply(tx, id, { portalLink: options.portalLink });
    await auditAdmin(
      tx,
      actor,
      'ticket.reply',
      { table: 'support_tickets', id },
      {
        clientId: ticket.clientId,
        messageId: message!.id,
        outboxIds: queued,
      },
    );
    const thread = await getTicketThread(tx, id);
    return {
      ticket: thread.ticket,
      message: thread.messages.find((m) => m.id === message!.id)!,
    };
  });
}

export async function updateTicket(
  db: Db,
  actor: AdminActor,
  id: string,
  input: z.output<typeof updateTicketRequestSchema>,
) {
  if (input.assignedAdminId) {
    const [admin] = await db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.id, input.assignedAdminId), eq(adminUsers.isActive, true)));
    if (!admin) throw new AdminConflictError('No such admin', 'assignedAdminId', 400);
  }
  const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length > 0) {
    const rows = await db
      .update(supportTickets)
      .set(set)
      .where(eq(supportTickets.id, id))
      .returning({ id: supportTickets.id, clientId: supportTickets.clientId });
    if (rows.length === 0) throw new AdminNotFoundError('Ticket');
    await auditAdmin(
      db,
      actor,
      'ticket.update',
      { table: 'support_tickets', id },
      { ...set, clientId: rows[0]!.clientId },
    );
  }
  return { ticket: await getAdminTicket(db, id) };
}

/** Active admins, for assigning tickets. */
export async function listAssignableAdmins(db: Db) {
  const items = await db
    .select({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name })
    .from(adminUsers)
    .where(eq(adminUsers.isActive, true))
    .orderBy(asc(adminUsers.email));
  return { items };
}
