import { z } from 'zod';
import { isoDate } from './fields';
import { listQuery, listResponse, messageChannels } from './shared';

// Outbox: /api/admin/outbox

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'manual'] as const;

/** Sort `status` ascending puts what needs a hand first: manual, failed, pending, sending, sent. */
export const outboxListQuerySchema = listQuery(
  ['createdAt', 'status', 'recipient', 'channel'] as const,
  {
    /** Default: every status. The dashboard asks `manual` (send by hand) and `failed` (retry). */
    status: z.enum(outboxStatuses).optional(),
    channel: z.enum(messageChannels).optional(),
  },
);

export const adminOutboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(messageChannels),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  templateKey: z.string().nullable(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  relatedTable: z.string().nullable(),
  relatedId: z.string().nullable(),
  /** A wa.me link (WhatsApp) or a mailto link (email) with the message prefilled. */
  sendLink: z.string(),
  sentAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type AdminOutboxMessage = z.infer<typeof adminOutboxMessageSchema>;
export const outboxListResponseSchema = listResponse(adminOutboxMessageSchema);
export const outboxMessageResponseSchema = z.object({ message: adminOutboxMessageSchema });
