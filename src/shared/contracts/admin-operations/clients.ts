import { z } from 'zod';
import {
  isoDate,
  text,
  optionalText,
  nullableText,
  uuidField,
  emailInput,
  whatsappInput,
} from './fields';
import {
  listQuery,
  listResponse,
  dateTimeInput,
  messageChannels,
  passwordDeliveries,
  oneTimePasswordSchema,
} from './shared';

// Clients: /api/admin/clients (get-admin-clients), /api/admin/clients/:id

export const clientStatuses = ['active', 'suspended', 'expired'] as const;
export type ClientStatus = (typeof clientStatuses)[number];

export const clientListQuerySchema = listQuery(
  ['createdAt', 'username', 'name', 'expiresAt', 'status', 'package'] as const,
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
