import { z } from 'zod';
import { isoDate, text, uuidField } from './fields';
import { listQuery, listResponse } from './shared';

// Support tickets: /api/admin/tickets

export const ticketStatuses = ['open', 'awaiting_client', 'resolved', 'closed'] as const;

export const ticketListQuerySchema = listQuery(
  ['lastActivity', 'createdAt', 'status', 'subject', 'client', 'assigned'] as const,
  {
    status: z.enum(ticketStatuses).optional(),
    /** An admin id, or `none` for unassigned tickets. */
    assignedAdminId: z.union([uuidField('assignedAdminId'), z.literal('none')]).optional(),
    clientId: uuidField('clientId').optional(),
  },
);

export const adminTicketSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  clientUsername: z.string(),
  subject: z.string(),
  category: z.string(),
  status: z.enum(ticketStatuses),
  assignedAdminId: z.string().nullable(),
  assignedAdminEmail: z.string().nullable(),
  lastReplyAt: isoDate.nullable(),
  messageCount: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminTicket = z.infer<typeof adminTicketSchema>;
export const ticketListResponseSchema = listResponse(adminTicketSchema);

export const ticketMessageSchema = z.object({
  id: z.string(),
  authorType: z.enum(['client', 'admin']),
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: isoDate,
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketThreadResponseSchema = z.object({
  ticket: adminTicketSchema,
  messages: z.array(ticketMessageSchema),
});

export const replyTicketRequestSchema = z.object({
  body: text('Reply', 8000),
  /** Default `awaiting_client`. */
  status: z.enum(ticketStatuses).optional(),
});
export const replyTicketResponseSchema = z.object({
  ticket: adminTicketSchema,
  message: ticketMessageSchema,
});

export const updateTicketRequestSchema = z.object({
  status: z.enum(ticketStatuses).optional(),
  /** null unassigns. */
  assignedAdminId: uuidField('assignedAdminId').nullable().optional(),
});
export const ticketResponseSchema = z
  .object({ ticket: adminTicketSchema })
  .meta({ id: 'TicketResponse' });

/** GET /api/admin/tickets/assignees: the active admins a ticket can be assigned to. */
export const adminUserSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
});
export const adminUsersResponseSchema = z.object({ items: z.array(adminUserSummarySchema) });
