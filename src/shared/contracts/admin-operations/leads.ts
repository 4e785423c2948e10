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
} from './shared';
import { streamingLoginInput, usernameField, createClientResponseSchema } from './clients';

// Leads: /api/admin/leads

export const leadKinds = ['order', 'interest', 'free_trial'] as const;
export const leadStatuses = ['new', 'contacted', 'converted', 'lost'] as const;

export const leadListQuerySchema = listQuery(
  ['createdAt', 'name', 'status', 'kind', 'package'] as const,
  {
    status: z.enum(leadStatuses).optional(),
    kind: z.enum(leadKinds).optional(),
  },
);

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
/** Named in the OpenAPI document (components.schemas), as are the other PATCH answers below. */
export const leadResponseSchema = z.object({ lead: adminLeadSchema }).meta({ id: 'LeadResponse' });

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
