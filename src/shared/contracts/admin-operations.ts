import { z } from 'zod';
import { isValidPhone } from '../rules/phone';

/**
 * Admin operations (issue 7): every `/api/admin/*` endpoint of the dashboard beyond sign-in.
 * Money is integer cents; times are ISO 8601 strings (UTC); lists share one query and one answer
 * shape. Fields are only ever added to this file, never renamed or removed: the web app codes
 * against it.
 */

const isoDate = z.string();

// ---------------------------------------------------------------------------------------------
// Shared pieces

export const listOrders = ['asc', 'desc'] as const;
export const maxPageSize = 100;

/** The query every list takes; each list adds its own filters and its `sort` keys. */
export const listQueryBase = z.object({
  /** Free-text search over the list's text columns (case-insensitive, substring). */
  q: z.string().trim().max(200, 'q is too long (at most 200 characters)').optional(),
  order: z.enum(listOrders).default('desc'),
  page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'pageSize must be 1 or more')
    .max(maxPageSize, `pageSize must be at most ${maxPageSize}`)
    .default(25),
  /** `csv`: every matching row (not just one page) as `text/csv`, as an attachment. */
  format: z.enum(['json', 'csv']).default('json'),
});

/** A list query with its own sort keys (the first is the default) and filters. */
export function listQuery<S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortKeys: S,
  filters: F,
) {
  return listQueryBase.extend({ sort: z.enum(sortKeys).default(sortKeys[0]), ...filters });
}

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface ListResponse<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const idParamsSchema = z.object({ id: z.uuid('id must be a uuid') });
export type IdParams = z.infer<typeof idParamsSchema>;

export const okResponseSchema = z.object({ success: z.literal(true) });

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long (at most ${max} characters)`);
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} is too long (at most ${max} characters)`);
/** Empty strings from a form mean "none". */
const nullableText = (label: string, max: number) =>
  optionalText(label, max)
    .nullable()
    .transform((v) => (v === '' ? null : v));

const uuidField = (label: string) => z.uuid(`${label} must be a uuid`);
/** A date-time (ISO 8601 with offset) or a plain date (YYYY-MM-DD, taken as Johannesburg midnight). */
export const dateTimeInput = z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
  error: 'must be a date (YYYY-MM-DD) or an ISO date-time',
});
const emailInput = z
  .string()
  .trim()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));
const whatsappInput = z
  .string()
  .trim()
  .max(30, 'Please enter a valid phone number')
  .refine(isValidPhone, 'Please enter a valid phone number');
const centsField = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be whole cents`)
    .min(0, `${label} may not be negative`)
    .max(100_000_000, `${label} is too large`);
const monthsField = z
  .number({ error: 'monthsPaid must be a number' })
  .int('monthsPaid must be whole months')
  .min(0, 'monthsPaid may not be negative')
  .max(36, 'monthsPaid is at most 36');

export const messageChannels = ['email', 'whatsapp'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** How a generated password reaches the client: shown once in the answer, or sent by the outbox. */
export const passwordDeliveries = ['show', 'send'] as const;
export type PasswordDelivery = (typeof passwordDeliveries)[number];

export const oneTimePasswordSchema = z.object({
  /** The generated password in clear, only when `show` was asked; never stored or shown again. */
  oneTimePassword: z.string().nullable(),
  /** The channel it was queued on when `send` was asked. */
  sentVia: z.enum(messageChannels).nullable(),
});

// ---------------------------------------------------------------------------------------------
// GET /api/admin/stats (get_realtime_stats)

export const adminStatsSchema = z.object({
  clients: z.object({
    total: z.number().int(),
    active: z.number().int(),
    /** Active, expiring within the next 7 days. */
    expiringSoon: z.number().int(),
    expired: z.number().int(),
    suspended: z.number().int(),
  }),
  revenue: z.object({
    /** Captured payments with paid_at in this Africa/Johannesburg calendar month. */
    thisMonthCents: z.number().int(),
    lastMonthCents: z.number().int(),
    /** Change against last month in percent (one decimal); null when last month was 0. */
    changePercent: z.number().nullable(),
  }),
  leads: z.object({
    /** Since Johannesburg midnight. */
    today: z.number().int(),
    /** Since Monday 00:00 Johannesburg. */
    thisWeek: z.number().int(),
    new: z.number().int(),
  }),
  openTickets: z.number().int(),
  pendingUpgradeRequests: z.number().int(),
  pendingProofs: z.number().int(),
  pendingContentRequests: z.number().int(),
  openIncidents: z.number().int(),
  /** Outbox messages waiting to be sent by hand. */
  manualMessages: z.number().int(),
  failedMessages: z.number().int(),
  unresolvedSyncFailures: z.number().int(),
  series: z.object({
    /** 12 months, oldest first, `YYYY-MM` in Johannesburg time; months without payments are 0. */
    revenueByMonth: z.array(z.object({ month: z.string(), cents: z.number().int() })),
    newClientsByMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
    /** All leads by kind (order, interest, free_trial). */
    leadsByKind: z.array(z.object({ kind: z.string(), count: z.number().int() })),
  }),
  generatedAt: isoDate,
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// ---------------------------------------------------------------------------------------------
// Clients: /api/admin/clients (get-admin-clients), /api/admin/clients/:id

export const clientStatuses = ['active', 'suspended', 'expired'] as const;
export type ClientStatus = (typeof clientStatuses)[number];

export const clientListQuerySchema = listQuery(
  ['createdAt', 'username', 'name', 'expiresAt', 'status'] as const,
  {
    status: z.enum(clientStatuses).optional(),
    packageId: uuidField('packageId').optional(),
    /** Only active clients whose subscription ends within this many days. */
    expiringWithinDays: z.coerce.number().int().min(0).max(365).optional(),
  },
);
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export const adminClientSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  whatsapp: z.string().nullable(),
  preferredChannel: z.enum(messageChannels),
  status: z.enum(clientStatuses),
  packageId: z.string().nullable(),
  packageName: z.string().nullable(),
  subscriptionStartedAt: isoDate.nullable(),
  subscriptionExpiresAt: isoDate.nullable(),
  maxConnections: z.number().int(),
  paymentReference: z.string().nullable(),
  mustChangePassword: z.boolean(),
  hasStreamingLogin: z.boolean(),
  notes: z.string().nullable(),
  /** wa.me chat link when a WhatsApp number is on file. */
  whatsappLink: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminClient = z.infer<typeof adminClientSchema>;
export const clientListResponseSchema = listResponse(adminClientSchema);

export const streamingLoginInput = z.object({
  serverUrl: nullableText('streamingLogin.serverUrl', 500).optional(),
  username: nullableText('streamingLogin.username', 200).optional(),
  /** Stored encrypted; null clears it; absent keeps it. */
  password: nullableText('streamingLogin.password', 200).optional(),
});

const clientFields = {
  firstName: text('First name', 80),
  lastName: optionalText('Last name', 80).default(''),
  email: emailInput.nullable().optional(),
  whatsapp: whatsappInput.nullable().optional(),
  preferredChannel: z.enum(messageChannels).default('whatsapp'),
  packageId: uuidField('packageId').nullable().optional(),
  subscriptionExpiresAt: dateTimeInput.nullable().optional(),
  maxConnections: z.number().int().min(1, 'maxConnections is at least 1').max(10).default(1),
  streamingLogin: streamingLoginInput.optional(),
  notes: nullableText('Notes', 4000).optional(),
};

export const usernameField = z
  .string({ error: 'Username is required' })
  .trim()
  .toLowerCase()
  .min(3, 'Username must be at least 3 characters')
  .max(40, 'Username is too long (at most 40 characters)')
  .regex(/^[a-z0-9._-]+$/, 'Username may use letters, digits, dot, dash and underscore');

export const createClientRequestSchema = z.object({
  username: usernameField,
  ...clientFields,
  deliverPassword: z.enum(passwordDeliveries).default('show'),
});
export type CreateClientRequest = z.input<typeof createClientRequestSchema>;

export const createClientResponseSchema = oneTimePasswordSchema.extend({
  client: adminClientSchema,
});
export type CreateClientResponse = z.infer<typeof createClientResponseSchema>;

/** PATCH: only the fields sent change. Suspending revokes the client's sessions. */
export const updateClientRequestSchema = z.object({
  status: z.enum(clientStatuses).optional(),
  firstName: text('First name', 80).optional(),
  lastName: optionalText('Last name', 80).optional(),
  email: emailInput.nullable().optional(),
  whatsapp: whatsappInput.nullable().optional(),
  preferredChannel: z.enum(messageChannels).optional(),
  packageId: uuidField('packageId').nullable().optional(),
  subscriptionExpiresAt: dateTimeInput.nullable().optional(),
  maxConnections: z.number().int().min(1, 'maxConnections is at least 1').max(10).optional(),
  streamingLogin: streamingLoginInput.optional(),
  notes: nullableText('Notes', 4000).optional(),
});
export type UpdateClientRequest = z.input<typeof updateClientRequestSchema>;

export const resetClientPasswordRequestSchema = z.object({
  deliver: z.enum(passwordDeliveries).default('show'),
});
export const resetClientPasswordResponseSchema = oneTimePasswordSchema;

export const sendClientMessageRequestSchema = z.object({
  /** Default: the client's preferred channel. */
  channel: z.enum(messageChannels).optional(),
  subject: optionalText('Subject', 200).optional(),
  body: text('Message', 4000),
});
export const sendClientMessageResponseSchema = z.object({
  messageId: z.string(),
  channel: z.enum(messageChannels),
  recipient: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Payments and proofs: /api/admin/payments (get-admin-captured-payments), /api/admin/payment-proofs

export const paymentMethods = ['eft', 'card', 'cash'] as const;
export const proofStatuses = ['pending', 'confirmed', 'rejected'] as const;

export const paymentListQuerySchema = listQuery(
  ['paidAt', 'createdAt', 'amountCents', 'client'] as const,
  {
    clientId: uuidField('clientId').optional(),
    method: z.enum(paymentMethods).optional(),
    /** paid_at from (inclusive) and to (exclusive). */
    from: dateTimeInput.optional(),
    to: dateTimeInput.optional(),
  },
);

export const adminPaymentSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  clientUsername: z.string(),
  amountCents: z.number().int(),
  method: z.enum(paymentMethods),
  reference: z.string().nullable(),
  paidAt: isoDate,
  monthsPaid: z.number().int(),
  capturedByEmail: z.string().nullable(),
  proofId: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: isoDate,
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const paymentListResponseSchema = listResponse(adminPaymentSchema);

export const capturePaymentRequestSchema = z.object({
  clientId: uuidField('clientId'),
  amountCents: centsField('amountCents'),
  method: z.enum(paymentMethods).default('eft'),
  reference: optionalText('Reference', 120).optional(),
  /** Default: now. */
  paidAt: dateTimeInput.optional(),
  monthsPaid: monthsField,
  notes: nullableText('Notes', 2000).optional(),
});
export type CapturePaymentRequest = z.input<typeof capturePaymentRequestSchema>;

export const capturePaymentResponseSchema = z.object({
  payment: adminPaymentSchema,
  client: z.object({
    id: z.string(),
    status: z.enum(clientStatuses),
    subscriptionExpiresAt: isoDate.nullable(),
  }),
  /** The receipt queued in the outbox; null when the client has no contact on file. */
  receiptMessageId: z.string().nullable(),
});
export type CapturePaymentResponse = z.infer<typeof capturePaymentResponseSchema>;

export const proofListQuerySchema = listQuery(['createdAt', 'client', 'amountCents'] as const, {
  status: z.enum(proofStatuses).optional(),
  clientId: uuidField('clientId').optional(),
});

export const adminProofSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  clientUsername: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  amountCents: z.number().int().nullable(),
  reference: z.string().nullable(),
  status: z.enum(proofStatuses),
  rejectReason: z.string().nullable(),
  reviewedAt: isoDate.nullable(),
  /** The captured payment made when it was confirmed. */
  paymentId: z.string().nullable(),
  /** GET this (with the admin's bearer token) for the file. */
  fileUrl: z.string(),
  createdAt: isoDate,
});
export type AdminProof = z.infer<typeof adminProofSchema>;
export const proofListResponseSchema = listResponse(adminProofSchema);

/** Confirming a proof captures a payment linked to it (amount defaults to the proof's). */
export const confirmProofRequestSchema = z.object({
  amountCents: centsField('amountCents').optional(),
  monthsPaid: monthsField,
  reference: optionalText('Reference', 120).optional(),
  paidAt: dateTimeInput.optional(),
  notes: nullableText('Notes', 2000).optional(),
});
export const confirmProofResponseSchema = capturePaymentResponseSchema.extend({
  proof: adminProofSchema,
});
export const rejectProofRequestSchema = z.object({ reason: text('Reason', 1000) });
export const rejectProofResponseSchema = z.object({ proof: adminProofSchema });

// ---------------------------------------------------------------------------------------------
// Leads: /api/admin/leads

export const leadKinds = ['order', 'interest', 'free_trial'] as const;
export const leadStatuses = ['new', 'contacted', 'converted', 'lost'] as const;

export const leadListQuerySchema = listQuery(['createdAt', 'name', 'status', 'kind'] as const, {
  status: z.enum(leadStatuses).optional(),
  kind: z.enum(leadKinds).optional(),
});

export const adminLeadSchema = z.object({
  id: z.string(),
  kind: z.enum(leadKinds),
  status: z.enum(leadStatuses),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string(),
  email: z.string(),
  whatsapp: z.string(),
  communicationMethod: z.string().nullable(),
  packageId: z.string().nullable(),
  packageName: z.string().nullable(),
  packagePriceCents: z.number().int().nullable(),
  duration: z.string().nullable(),
  device: z.string().nullable(),
  internetPlatform: z.string().nullable(),
  otherPlatform: z.string().nullable(),
  internetSpeed: z.string().nullable(),
  paymentReference: z.string().nullable(),
  isRepeatTrial: z.boolean(),
  convertedClientId: z.string().nullable(),
  notes: z.string().nullable(),
  /** One-click WhatsApp chat with a greeting (wa.me). */
  whatsappLink: z.string(),
  createdAt: isoDate,
});
export type AdminLead = z.infer<typeof adminLeadSchema>;
export const leadListResponseSchema = listResponse(adminLeadSchema);

export const updateLeadRequestSchema = z.object({
  status: z.enum(leadStatuses).optional(),
  notes: nullableText('Notes', 4000).optional(),
});
export const leadResponseSchema = z.object({ lead: adminLeadSchema });

/** The client fields a conversion starts from (GET /api/admin/leads/:id/conversion). */
export const leadConversionPrefillSchema = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  whatsapp: z.string().nullable(),
  preferredChannel: z.enum(messageChannels),
  packageId: z.string().nullable(),
  subscriptionExpiresAt: isoDate.nullable(),
  maxConnections: z.number().int(),
});
export type LeadConversionPrefill = z.infer<typeof leadConversionPrefillSchema>;

/** Every field optional: what is not sent is taken from the prefill. */
export const convertLeadRequestSchema = z.object({
  username: usernameField.optional(),
  firstName: text('First name', 80).optional(),
  lastName: optionalText('Last name', 80).optional(),
  email: emailInput.nullable().optional(),
  whatsapp: whatsappInput.nullable().optional(),
  preferredChannel: z.enum(messageChannels).optional(),
  packageId: uuidField('packageId').nullable().optional(),
  subscriptionExpiresAt: dateTimeInput.nullable().optional(),
  maxConnections: z.number().int().min(1, 'maxConnections is at least 1').max(10).optional(),
  streamingLogin: streamingLoginInput.optional(),
  notes: nullableText('Notes', 4000).optional(),
  deliverPassword: z.enum(passwordDeliveries).default('show'),
});
export type ConvertLeadRequest = z.input<typeof convertLeadRequestSchema>;
export const convertLeadResponseSchema = createClientResponseSchema.extend({
  lead: adminLeadSchema,
});

// ---------------------------------------------------------------------------------------------
// Support tickets: /api/admin/tickets

export const ticketStatuses = ['open', 'awaiting_client', 'resolved', 'closed'] as const;

export const ticketListQuerySchema = listQuery(
  ['lastActivity', 'createdAt', 'status', 'subject'] as const,
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
export const ticketResponseSchema = z.object({ ticket: adminTicketSchema });

/** GET /api/admin/tickets/assignees: the active admins a ticket can be assigned to. */
export const adminUserSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
});
export const adminUsersResponseSchema = z.object({ items: z.array(adminUserSummarySchema) });

// ---------------------------------------------------------------------------------------------
// Upgrade requests: /api/admin/upgrade-requests

export const upgradeRequestStatuses = ['pending', 'approved', 'rejected'] as const;

export const upgradeListQuerySchema = listQuery(['createdAt', 'status', 'client'] as const, {
  status: z.enum(upgradeRequestStatuses).optional(),
  clientId: uuidField('clientId').optional(),
});

export const adminUpgradeRequestSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  clientUsername: z.string(),
  fromPackageId: z.string().nullable(),
  fromPackageName: z.string().nullable(),
  toPackageId: z.string().nullable(),
  toPackageName: z.string().nullable(),
  priceDifferenceCents: z.number().int(),
  status: z.enum(upgradeRequestStatuses),
  reason: z.string().nullable(),
  decidedAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type AdminUpgradeRequest = z.infer<typeof adminUpgradeRequestSchema>;
export const upgradeListResponseSchema = listResponse(adminUpgradeRequestSchema);

export const approveUpgradeRequestSchema = z.object({
  note: optionalText('Note', 1000).optional(),
});
/**
 * Approving switches the package at once and converts the time left at the old package's price
 * into time at the new one's (ADR 0012): the expiry moves, nothing is owed.
 */
export const approveUpgradeResponseSchema = z.object({
  request: adminUpgradeRequestSchema,
  client: z.object({
    id: z.string(),
    packageId: z.string().nullable(),
    subscriptionExpiresAt: isoDate.nullable(),
    previousExpiresAt: isoDate.nullable(),
  }),
});
export const rejectUpgradeRequestSchema = z.object({ reason: text('Reason', 1000) });
export const rejectUpgradeResponseSchema = z.object({ request: adminUpgradeRequestSchema });

// ---------------------------------------------------------------------------------------------
// Content requests: /api/admin/content-requests

export const contentRequestKinds = ['channel', 'movie', 'series'] as const;
export const contentRequestStatuses = ['pending', 'in_progress', 'completed', 'rejected'] as const;

export const contentRequestListQuerySchema = listQuery(['createdAt', 'status', 'title'] as const, {
  status: z.enum(contentRequestStatuses).optional(),
  kind: z.enum(contentRequestKinds).optional(),
  clientId: uuidField('clientId').optional(),
});

export const adminContentRequestSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  clientUsername: z.string(),
  kind: z.enum(contentRequestKinds),
  title: z.string(),
  details: z.string().nullable(),
  status: z.enum(contentRequestStatuses),
  adminResponse: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminContentRequest = z.infer<typeof adminContentRequestSchema>;
export const contentRequestListResponseSchema = listResponse(adminContentRequestSchema);

/** A new or changed answer is sent to the client through the outbox. */
export const updateContentRequestSchema = z.object({
  status: z.enum(contentRequestStatuses).optional(),
  adminResponse: nullableText('Answer', 4000).optional(),
});
export const contentRequestResponseSchema = z.object({ request: adminContentRequestSchema });

// ---------------------------------------------------------------------------------------------
// Notices: /api/admin/notices

export const noticeAudiences = ['public', 'clients', 'all'] as const;

export const noticeListQuerySchema = listQuery(['createdAt', 'publishedAt', 'title'] as const, {
  audience: z.enum(noticeAudiences).optional(),
  published: z.enum(['true', 'false']).optional(),
});

export const adminNoticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  audience: z.enum(noticeAudiences),
  isPublished: z.boolean(),
  publishedAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminNotice = z.infer<typeof adminNoticeSchema>;
export const noticeListResponseSchema = listResponse(adminNoticeSchema);

export const createNoticeRequestSchema = z.object({
  title: text('Title', 200),
  body: text('Body', 10_000),
  audience: z.enum(noticeAudiences).default('all'),
  publish: z.boolean().default(false),
});
export const updateNoticeRequestSchema = z.object({
  title: text('Title', 200).optional(),
  body: text('Body', 10_000).optional(),
  audience: z.enum(noticeAudiences).optional(),
});
export const publishNoticeRequestSchema = z.object({
  audience: z.enum(noticeAudiences).optional(),
});
export const noticeResponseSchema = z.object({ notice: adminNoticeSchema });

// ---------------------------------------------------------------------------------------------
// Outbox: /api/admin/outbox

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'manual'] as const;

export const outboxListQuerySchema = listQuery(['createdAt', 'status', 'recipient'] as const, {
  /** Default: every status. The dashboard asks `manual` (send by hand) and `failed` (retry). */
  status: z.enum(outboxStatuses).optional(),
  channel: z.enum(messageChannels).optional(),
});

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

// ---------------------------------------------------------------------------------------------
// Sync failures: /api/admin/sync-failures; the audit log: /api/admin/audit-log

export const syncFailureListQuerySchema = listQuery(['createdAt', 'table'] as const, {
  resolved: z.enum(['true', 'false']).optional(),
  source: z.enum(['server', 'browser']).optional(),
  table: z.string().trim().max(100).optional(),
});

export const adminSyncFailureSchema = z.object({
  id: z.string(),
  tableName: z.string(),
  operation: z.string(),
  errorMessage: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  source: z.enum(['server', 'browser']),
  resolvedAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type AdminSyncFailure = z.infer<typeof adminSyncFailureSchema>;
export const syncFailureListResponseSchema = listResponse(adminSyncFailureSchema);

/** The browser's own report of a failed sync (SPEC.md sections 3 and 6): table, operation, error. */
export const reportSyncFailureRequestSchema = z.object({
  tableName: text('tableName', 100),
  operation: text('operation', 100),
  errorMessage: text('errorMessage', 2000),
  metadata: z
    .object({
      timestamp: z.string().max(64).optional(),
      retry_count: z.number().int().min(0).max(1000).optional(),
    })
    .catchall(z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .default({}),
});
export const syncFailureResponseSchema = z.object({ failure: adminSyncFailureSchema });

export const auditActorTypes = ['admin', 'client', 'system', 'anonymous'] as const;

export const auditLogQuerySchema = listQuery(['createdAt'] as const, {
  actorType: z.enum(auditActorTypes).optional(),
  actorId: uuidField('actorId').optional(),
  /** Exact action, or a prefix ending in `.` (e.g. `client.`). */
  action: z.string().trim().max(100).optional(),
  targetTable: z.string().trim().max(100).optional(),
  targetId: z.string().trim().max(100).optional(),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  actorType: z.enum(auditActorTypes),
  actorId: z.string().nullable(),
  /** The admin's email or the client's username, when known. */
  actorLabel: z.string().nullable(),
  action: z.string(),
  targetTable: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: isoDate,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogResponseSchema = listResponse(auditEntrySchema);

// ---------------------------------------------------------------------------------------------
// Client details: GET /api/admin/clients/:id (the /admin/client/{clientId} screen)

export const clientDetailsResponseSchema = z.object({
  client: adminClientSchema,
  subscription: z.object({
    status: z.enum(clientStatuses),
    packageId: z.string().nullable(),
    packageName: z.string().nullable(),
    packagePriceCents: z.number().int().nullable(),
    startedAt: isoDate.nullable(),
    expiresAt: isoDate.nullable(),
    /** Whole days until expiry (negative once expired); null without an expiry. */
    daysLeft: z.number().int().nullable(),
    maxConnections: z.number().int(),
  }),
  /** Decrypted for the admin; every read is written to the audit log. */
  streamingLogin: z
    .object({
      serverUrl: z.string().nullable(),
      username: z.string().nullable(),
      password: z.string().nullable(),
    })
    .nullable(),
  payments: z.array(adminPaymentSchema),
  proofs: z.array(adminProofSchema),
  tickets: z.array(adminTicketSchema),
  upgradeRequests: z.array(adminUpgradeRequestSchema),
  contentRequests: z.array(adminContentRequestSchema),
  /** The audit trail of this client (newest first, at most 100). */
  audit: z.array(auditEntrySchema),
});
export type ClientDetailsResponse = z.infer<typeof clientDetailsResponseSchema>;

export const clientResponseSchema = z.object({ client: adminClientSchema });

// ---------------------------------------------------------------------------------------------
// System status, incidents, health monitors

export const componentStatuses = ['stable', 'maintenance', 'down'] as const;
export const incidentSeverities = ['minor', 'major', 'critical'] as const;
export const incidentStatuses = ['investigating', 'identified', 'monitoring', 'resolved'] as const;

export const adminComponentSchema = z.object({
  id: z.string(),
  component: z.string(),
  status: z.enum(componentStatuses),
  message: z.string().nullable(),
  sortOrder: z.number().int(),
  updatedAt: isoDate,
});
export const adminComponentsResponseSchema = z.object({
  overall: z.enum(componentStatuses),
  items: z.array(adminComponentSchema),
});

export const componentParamsSchema = z.object({
  component: z
    .string()
    .trim()
    .min(1, 'component is required')
    .max(80, 'component is too long')
    .regex(/^[\w .&/-]+$/, 'component has characters that are not allowed'),
});
/** PUT /api/admin/system-status/:component: creates the component when it does not exist. */
export const setComponentStatusRequestSchema = z.object({
  status: z.enum(componentStatuses, { error: 'status must be stable, maintenance or down' }),
  message: nullableText('Message', 500).optional(),
  sortOrder: z.number().int().min(0).max(1000).optional(),
});
export const componentResponseSchema = z.object({ component: adminComponentSchema });

export const incidentListQuerySchema = listQuery(['startedAt', 'severity', 'status'] as const, {
  status: z.enum(incidentStatuses).optional(),
  /** `true`: only unresolved incidents. */
  open: z.enum(['true', 'false']).optional(),
});

export const adminIncidentUpdateSchema = z.object({
  id: z.string(),
  status: z.enum(incidentStatuses),
  message: z.string(),
  createdAt: isoDate,
});
export const adminIncidentSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  severity: z.enum(incidentSeverities),
  status: z.enum(incidentStatuses),
  component: z.string().nullable(),
  startedAt: isoDate,
  resolvedAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** Oldest first. */
  updates: z.array(adminIncidentUpdateSchema),
});
export type AdminIncident = z.infer<typeof adminIncidentSchema>;
export const incidentListResponseSchema = listResponse(adminIncidentSchema);
export const incidentResponseSchema = z.object({ incident: adminIncidentSchema });

export const createIncidentRequestSchema = z.object({
  title: text('Title', 200),
  description: nullableText('Description', 4000).optional(),
  severity: z.enum(incidentSeverities).default('minor'),
  status: z.enum(incidentStatuses).default('investigating'),
  component: nullableText('Component', 80).optional(),
  startedAt: dateTimeInput.optional(),
  /** The first timed update; default: the description or the title. */
  message: optionalText('Message', 2000).optional(),
});
export const updateIncidentRequestSchema = z.object({
  title: text('Title', 200).optional(),
  description: nullableText('Description', 4000).optional(),
  severity: z.enum(incidentSeverities).optional(),
  component: nullableText('Component', 80).optional(),
});
/** A timed update; `resolved` also resolves the incident. */
export const addIncidentUpdateRequestSchema = z.object({
  status: z.enum(incidentStatuses),
  message: text('Message', 2000),
});
export const resolveIncidentRequestSchema = z.object({
  message: optionalText('Message', 2000).optional(),
});

export const adminHealthMonitorSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  expectedStatus: z.number().int(),
  intervalSeconds: z.number().int(),
  isActive: z.boolean(),
  lastCheck: z
    .object({
      ok: z.boolean(),
      statusCode: z.number().int().nullable(),
      responseMs: z.number().int().nullable(),
      error: z.string().nullable(),
      checkedAt: isoDate,
    })
    .nullable(),
  /** Share of good checks in percent; null without checks in the window. */
  uptime24hPercent: z.number().nullable(),
  uptime30dPercent: z.number().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminHealthMonitor = z.infer<typeof adminHealthMonitorSchema>;
export const healthMonitorsResponseSchema = z.object({ items: z.array(adminHealthMonitorSchema) });
export const healthMonitorResponseSchema = z.object({ monitor: adminHealthMonitorSchema });

export const createHealthMonitorRequestSchema = z.object({
  name: text('Name', 120),
  url: z
    .string({ error: 'URL is required' })
    .trim()
    .max(2000, 'URL is too long')
    .pipe(z.url({ protocol: /^https?$/, error: 'URL must be an http(s) address' })),
  expectedStatus: z.number().int().min(100).max(599).default(200),
  intervalSeconds: z
    .number()
    .int()
    .min(30, 'intervalSeconds is at least 30')
    .max(86_400, 'intervalSeconds is at most 86400')
    .default(300),
  isActive: z.boolean().default(true),
});
export const updateHealthMonitorRequestSchema = z.object({
  name: text('Name', 120).optional(),
  url: z
    .string()
    .trim()
    .max(2000, 'URL is too long')
    .pipe(z.url({ protocol: /^https?$/, error: 'URL must be an http(s) address' }))
    .optional(),
  expectedStatus: z.number().int().min(100).max(599).optional(),
  intervalSeconds: z
    .number()
    .int()
    .min(30, 'intervalSeconds is at least 30')
    .max(86_400, 'intervalSeconds is at most 86400')
    .optional(),
  isActive: z.boolean().optional(),
});

export const healthCheckSchema = z.object({
  id: z.string(),
  ok: z.boolean(),
  statusCode: z.number().int().nullable(),
  responseMs: z.number().int().nullable(),
  error: z.string().nullable(),
  checkedAt: isoDate,
});
export const healthCheckHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const healthCheckHistoryResponseSchema = z.object({
  monitor: adminHealthMonitorSchema,
  /** Newest first. */
  checks: z.array(healthCheckSchema),
});

/** POST /api/admin/health-checks/run (system-health-monitor): every active monitor, now. */
export const runHealthChecksResponseSchema = z.object({
  results: z.array(
    z.object({
      monitorId: z.string(),
      name: z.string(),
      ok: z.boolean(),
      statusCode: z.number().int().nullable(),
      responseMs: z.number().int().nullable(),
      error: z.string().nullable(),
    }),
  ),
  checkedAt: isoDate,
});
