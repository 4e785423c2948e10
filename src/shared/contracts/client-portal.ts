import { z } from 'zod';
import { pricingSpecialSchema } from './public-site';

/**
 * The client portal (`/api/client/*`, issue 6): a signed-in client's own subscription, payments,
 * proofs, upgrade requests, tickets, content requests and account. Money in integer cents, dates as
 * ISO strings. Every id a client sends is scoped to their own rows by the server (another client's
 * id answers 404).
 */

const isoDate = z.string();
export const idParamsSchema = z.object({ id: z.uuid() });

// ---------------------------------------------------------------------------------------------
// GET /api/client/dashboard

export const subscriptionWarningDays = { warning: 7, danger: 3 } as const;

export const subscriptionSchema = z.object({
  packageId: z.string().nullable(),
  packageName: z.string().nullable(),
  packagePriceCents: z.number().int().nullable(),
  status: z.enum(['active', 'suspended', 'expired']),
  startedAt: isoDate.nullable(),
  expiresAt: isoDate.nullable(),
  /** Whole days until expiry (0 on the last day, negative once expired); null without a date. */
  daysLeft: z.number().int().nullable(),
  maxConnections: z.number().int(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The streaming login without its password (shown masked until revealed). */
export const streamingLoginSummarySchema = z.object({
  serverUrl: z.string().nullable(),
  username: z.string().nullable(),
  hasPassword: z.boolean(),
});

export const clientNoticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  publishedAt: isoDate.nullable(),
});
export type ClientNotice = z.infer<typeof clientNoticeSchema>;

export const dashboardResponseSchema = z.object({
  client: z.object({
    id: z.string(),
    name: z.string(),
    username: z.string(),
    paymentReference: z.string().nullable(),
  }),
  subscription: subscriptionSchema,
  streamingLogin: streamingLoginSummarySchema,
  notices: z.array(clientNoticeSchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

// GET /api/client/streaming-login (audited)
export const streamingLoginResponseSchema = z.object({
  serverUrl: z.string(),
  username: z.string(),
  password: z.string(),
  m3uUrl: z.string(),
});
export type StreamingLoginResponse = z.infer<typeof streamingLoginResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Payments and proofs

export const proofStatuses = ['pending', 'confirmed', 'rejected'] as const;

export const paymentProofSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  amountCents: z.number().int().nullable(),
  reference: z.string().nullable(),
  status: z.enum(proofStatuses),
  rejectReason: z.string().nullable(),
  createdAt: isoDate,
  reviewedAt: isoDate.nullable(),
});
export type PaymentProof = z.infer<typeof paymentProofSchema>;

export const capturedPaymentSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  method: z.enum(['eft', 'card', 'cash']),
  reference: z.string().nullable(),
  paidAt: isoDate,
  monthsPaid: z.number().int(),
  proofId: z.string().nullable(),
  createdAt: isoDate,
});
export type CapturedPayment = z.infer<typeof capturedPaymentSchema>;

/** get-client-payments: the captured payments and every proof the client uploaded, newest first. */
export const clientPaymentsResponseSchema = z.object({
  success: z.literal(true),
  paymentReference: z.string().nullable(),
  payments: z.array(capturedPaymentSchema),
  proofs: z.array(paymentProofSchema),
});
export type ClientPaymentsResponse = z.infer<typeof clientPaymentsResponseSchema>;

export const maxProofBytes = 5 * 1024 * 1024;
export const proofFileTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const proofTypeMessage = 'The proof of payment must be a PDF, JPG or PNG file.';
export const proofTooLargeMessage = 'The proof of payment must be 5 MB or smaller.';

/** The text fields beside the file of `POST /api/client/payment-proofs` (multipart). */
export const proofFieldsSchema = z.object({
  /** Rand as typed ('1 650.00', '500'); optional. */
  amount: z
    .string()
    .trim()
    .max(20)
    .regex(/^(\d[\d\s]*)([.,]\d{1,2})?$|^$/, 'Enter an amount such as 500 or 1650.00')
    .optional(),
  reference: z.string().trim().max(100).optional(),
});

export const proofResponseSchema = z.object({ proof: paymentProofSchema });

// ---------------------------------------------------------------------------------------------
// GET /api/client/specials: renewal specials for existing clients

export const clientSpecialsResponseSchema = z.object({ specials: z.array(pricingSpecialSchema) });

// ---------------------------------------------------------------------------------------------
// Upgrade requests

export const upgradeRequestSchema = z.object({
  id: z.string(),
  fromPackageName: z.string().nullable(),
  toPackageId: z.string().nullable(),
  toPackageName: z.string().nullable(),
  priceDifferenceCents: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
});
export type UpgradeRequest = z.infer<typeof upgradeRequestSchema>;

export const upgradeRequestsResponseSchema = z.object({ requests: z.array(upgradeRequestSchema) });
export const createUpgradeRequestSchema = z.object({ toPackageId: z.uuid() });
export type CreateUpgradeRequest = z.infer<typeof createUpgradeRequestSchema>;
export const upgradeRequestResponseSchema = z.object({ request: upgradeRequestSchema });
export const pendingUpgradeMessage =
  'You already have an upgrade request waiting for an answer. You can ask again once it is answered.';

// ---------------------------------------------------------------------------------------------
// Support tickets

export const ticketCategories = ['general', 'billing', 'technical', 'account'] as const;
export const ticketStatusValues = ['open', 'awaiting_client', 'resolved', 'closed'] as const;

export const ticketSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  category: z.string(),
  status: z.enum(ticketStatusValues),
  lastReplyAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketMessageSchema = z.object({
  id: z.string(),
  authorType: z.enum(['client', 'admin']),
  body: z.string(),
  createdAt: isoDate,
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketsResponseSchema = z.object({ tickets: z.array(ticketSummarySchema) });
export const ticketResponseSchema = z.object({
  ticket: ticketSummarySchema.extend({ messages: z.array(ticketMessageSchema) }),
});
export type TicketResponse = z.infer<typeof ticketResponseSchema>;

const messageBody = z.string().trim().min(1, 'Please write a message').max(5000);
export const createTicketSchema = z.object({
  subject: z.string().trim().min(1, 'Please enter a subject').max(200),
  category: z.enum(ticketCategories),
  message: messageBody,
});
export type CreateTicket = z.infer<typeof createTicketSchema>;
export const ticketReplySchema = z.object({ message: messageBody });
export type TicketReply = z.infer<typeof ticketReplySchema>;

// ---------------------------------------------------------------------------------------------
// Content requests

export const contentRequestKindValues = ['channel', 'movie', 'series'] as const;
export const contentRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(contentRequestKindValues),
  title: z.string(),
  details: z.string().nullable(),
  status: z.enum(['pending', 'in_progress', 'completed', 'rejected']),
  adminResponse: z.string().nullable(),
  createdAt: isoDate,
});
export type ContentRequest = z.infer<typeof contentRequestSchema>;
export const contentRequestsResponseSchema = z.object({
  requests: z.array(contentRequestSchema),
});
export const createContentRequestSchema = z.object({
  kind: z.enum(contentRequestKindValues),
  title: z.string().trim().min(1, 'Please enter what you would like added').max(200),
  details: z.string().trim().max(2000).optional(),
});
export type CreateContentRequest = z.infer<typeof createContentRequestSchema>;
export const contentRequestResponseSchema = z.object({ request: contentRequestSchema });

// ---------------------------------------------------------------------------------------------
// Account

export const accountSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  whatsapp: z.string().nullable(),
  preferredChannel: z.enum(['whatsapp', 'email']),
});
export type Account = z.infer<typeof accountSchema>;
export const accountResponseSchema = z.object({ account: accountSchema });

/** Empty strings clear a contact; the preferred channel needs that contact on file. */
export const updateAccountSchema = z
  .object({
    email: z.union([z.email('Please enter a valid email address'), z.literal('')]),
    whatsapp: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || v.replace(/\D/g, '').length >= 9,
        'Please enter a valid phone number',
      ),
    preferredChannel: z.enum(['whatsapp', 'email']),
  })
  .refine((v) => (v.preferredChannel === 'email' ? v.email !== '' : v.whatsapp !== ''), {
    message: 'Add the contact for the channel you prefer',
    path: ['preferredChannel'],
  });
export type UpdateAccount = z.infer<typeof updateAccountSchema>;

export const signOutEverywhereResponseSchema = z.object({
  success: z.literal(true),
  sessionsEnded: z.number().int(),
});
