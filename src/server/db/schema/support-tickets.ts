import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { clients } from './clients';
import { at, createdAt, id, oneOf, updatedAt } from './columns';

export const ticketStatuses = ['open', 'awaiting_client', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

export const ticketAuthorTypes = ['client', 'admin'] as const;
export type TicketAuthorType = (typeof ticketAuthorTypes)[number];

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    category: text('category').notNull().default('general'),
    status: text('status', { enum: ticketStatuses }).notNull().default('open'),
    assignedAdminId: uuid('assigned_admin_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    lastReplyAt: at('last_reply_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_tickets_client_id_idx').on(t.clientId),
    index('support_tickets_assigned_admin_id_idx').on(t.assignedAdminId),
    index('support_tickets_status_idx').on(t.status),
    index('support_tickets_created_at_idx').on(t.createdAt.desc()),
    oneOf('support_tickets_status_check', t.status, ticketStatuses),
  ],
);

export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorType: text('author_type', { enum: ticketAuthorTypes }).notNull(),
    /** A client or an admin id, depending on author_type (so no foreign key). */
    authorId: uuid('author_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_ticket_messages_ticket_id_created_at_idx').on(t.ticketId, t.createdAt),
    oneOf('support_ticket_messages_author_type_check', t.authorType, ticketAuthorTypes),
  ],
);

export type SupportTicket = typeof supportTickets.$inferSelect;
export type NewSupportTicket = typeof supportTickets.$inferInsert;
export type SupportTicketMessage = typeof supportTicketMessages.$inferSelect;
export type NewSupportTicketMessage = typeof supportTicketMessages.$inferInsert;
