import { and, asc, desc, eq } from 'drizzle-orm';
import type { CreateTicket, TicketResponse, TicketSummary } from '@shared/contracts/client-portal';
import type { Db } from '../../db/client';
import {
  clients,
  supportTicketMessages,
  supportTickets,
  type MessageChannel,
  type SupportTicket,
} from '../../db/schema/index';
import { enqueueMessages, fillTemplate, renderTemplate } from '../outbox/outbox.service';
import { getBranding } from '../site-content/site-content.service';
import { NotFoundError } from './subscription.service';

export class TicketClosedError extends Error {}

function toSummary(t: SupportTicket): TicketSummary {
  return {
    id: t.id,
    subject: t.subject,
    category: t.category,
    status: t.status,
    lastReplyAt: t.lastReplyAt?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
  };
}

export async function listTickets(db: Db, clientId: string): Promise<TicketSummary[]> {
  const rows = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.clientId, clientId))
    .orderBy(desc(supportTickets.createdAt));
  return rows.map(toSummary);
}

/** True when the ticket exists and is the client's own. */
export async function ownsTicket(db: Db, clientId: string, ticketId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.clientId, clientId)))
    .limit(1);
  return row !== undefined;
}

/** One of the client's tickets with its thread, oldest message first. */
export async function getTicket(
  db: Db,
  clientId: string,
  ticketId: string,
): Promise<TicketResponse['ticket']> {
  const [ticket] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.clientId, clientId)))
    .limit(1);
  if (!ticket) throw new NotFoundError();
  const messages = await db
    .select()
    .from(supportTicketMessages)
    .where(eq(supportTicketMessages.ticketId, ticketId))
    .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id));
  return {
    ...toSummary(ticket),
    messages: messages.map((m) => ({
      id: m.id,
      authorType: m.authorType,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

export async function openTicket(
  db: Db,
  clientId: string,
  input: CreateTicket,
): Promise<TicketResponse['ticket']> {
  const id = await db.transaction(async (tx) => {
    const now = new Date();
    const [ticket] = await tx
      .insert(supportTickets)
      .values({ clientId, subject: input.subject, category: input.category, lastReplyAt: now })
      .returning({ id: supportTickets.id });
    await tx.insert(supportTicketMessages).values({
      ticketId: ticket!.id,
      authorType: 'client',
      authorId: clientId,
      body: input.message,
    });
    return ticket!.id;
  });
  return getTicket(db, clientId, id);
}

/** The client's reply: the ticket is open again for the business; a closed ticket takes no replies. */
export async function replyToTicket(
  db: Db,
  clientId: string,
  ticketId: string,
  message: string,
): Promise<TicketResponse['ticket']> {
  await db.transaction(async (tx) => {
    const [ticket] = await tx
      .select()
      .from(supportTickets)
      .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.clientId, clientId)))
      .for('update');
    if (!ticket) throw new NotFoundError();
    if (ticket.status === 'closed') throw new TicketClosedError();
    await tx
      .insert(supportTicketMessages)
      .values({ ticketId, authorType: 'client', authorId: clientId, body: message });
    await tx
      .update(supportTickets)
      .set({ status: 'open', lastReplyAt: new Date() })
      .where(eq(supportTickets.id, ticketId));
  });
  return getTicket(db, clientId, ticketId);
}

/** Built-in texts used when no `ticket_reply_<channel>` row exists in message_templates. */
export const defaultTicketReplyTemplates: Record<
  MessageChannel,
  { subject: string | null; body: string }
> = {
  email: {
    subject: 'We replied to your support ticket: {{subject}}',
    body: `Hi {{first_name}},

We replied to your support ticket "{{subject}}":

{{reply}}

Read the whole conversation and answer in your client portal: {{portal_link}}

{{company_name}}`,
  },
  whatsapp: {
    subject: null,
    body: `Hi {{first_name}}, we replied to your support ticket "{{subject}}":
{{reply}}
Answer in your client portal: {{portal_link}}`,
  },
};

/**
 * Tells the client, by their preferred channel (or the other one when that contact is missing),
 * that the business replied to their ticket: queues one message in the outbox with the latest
 * admin reply. Called by the admin side after it stores a reply (pass its transaction); the caller
 * nudges the outbox after commit. Returns the queued outbox ids (none when there is no contact).
 */
export async function notifyClientOfTicketReply(
  db: Db,
  ticketId: string,
  options: { portalLink?: string } = {},
): Promise<string[]> {
  const [row] = await db
    .select({ ticket: supportTickets, client: clients })
    .from(supportTickets)
    .innerJoin(clients, eq(clients.id, supportTickets.clientId))
    .where(eq(supportTickets.id, ticketId))
    .limit(1);
  if (!row) throw new NotFoundError();
  const { ticket, client } = row;
  const [reply] = await db
    .select({ body: supportTicketMessages.body })
    .from(supportTicketMessages)
    .where(
      and(
        eq(supportTicketMessages.ticketId, ticketId),
        eq(supportTicketMessages.authorType, 'admin'),
      ),
    )
    .orderBy(desc(supportTicketMessages.createdAt))
    .limit(1);
  const contacts: Record<MessageChannel, string | null> = {
    email: client.email,
    whatsapp: client.whatsapp,
  };
  const other: MessageChannel = client.preferredChannel === 'email' ? 'whatsapp' : 'email';
  const channel: MessageChannel | null = contacts[client.preferredChannel]
    ? client.preferredChannel
    : contacts[other]
      ? other
      : null;
  if (!channel) return [];
  const values = {
    first_name: client.firstName,
    subject: ticket.subject,
    reply: reply?.body ?? '',
    portal_link: options.portalLink ?? '/#/client',
  };
  const templateKey = `ticket_reply_${channel}`;
  const rendered = await renderTemplate(db, templateKey, values);
  const fallback = defaultTicketReplyTemplates[channel];
  const message = rendered ?? {
    subject: fallback.subject === null ? null : fillTemplate(fallback.subject, values),
    body: await withBranding(db, fallback.body, values),
  };
  return enqueueMessages(db, [
    {
      channel,
      recipient: contacts[channel]!,
      subject: message.subject,
      body: message.body,
      templateKey,
      related: { table: 'support_tickets', id: ticketId },
    },
  ]);
}

/** The default text with {{company_name}} filled from branding, as renderTemplate would. */
async function withBranding(db: Db, text: string, values: Record<string, string>): Promise<string> {
  const branding = await getBranding(db);
  return fillTemplate(text, { company_name: branding.companyName, ...values });
}
