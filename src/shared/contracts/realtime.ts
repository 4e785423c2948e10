import { z } from 'zod';

/**
 * Tables whose changes are pushed over `/api/realtime`.
 * The spec's subscriptions (SPEC.md section 7), plus the public content tables the admin edits
 * later (banners, specials, testimonials, SEO, footer), so every public change shows live.
 */
export const publicRealtimeTables = [
  'homepage_content',
  'site_branding',
  'packages',
  'downloads',
  'site_settings',
  'system_status',
  'pricing_specials',
  'banners',
  'testimonials_managed',
  'seo_settings',
  'footer_content',
  'image_registry',
  'notices',
  'content_pages',
  'knowledge_base_articles',
  'release_notes',
  'system_incidents',
  'incident_updates',
] as const;

export const adminRealtimeTables = [
  'image_registry',
  'clients',
  'captured_payments',
  'content_requests',
  'packages',
  'leads',
  'notices',
  'support_tickets',
  'package_upgrade_requests',
  'system_incidents',
  // Admin operations (issue 7): the dashboard's other live screens.
  'payment_proofs',
  'support_ticket_messages',
  'incident_updates',
  'health_monitors',
  'health_checks',
  'outbox',
  'sync_failures',
  // The content editors, so a second admin sees another's change live (their triggers come from
  // the public list, and 0006 for templates and admin accounts; payloads never carry row data).
  'system_status',
  'homepage_content',
  'site_branding',
  'site_settings',
  'downloads',
  'pricing_specials',
  'banners',
  'testimonials_managed',
  'seo_settings',
  'footer_content',
  'content_pages',
  'knowledge_base_articles',
  'release_notes',
  'message_templates',
  'admin_users',
] as const;

/**
 * The client channel: tables of one client's own rows (forwarded only to that client's sockets,
 * by the `client_id` the trigger adds), and shared tables every signed-in client sees (notices,
 * packages, specials).
 */
export const clientOwnRealtimeTables = [
  'clients',
  'captured_payments',
  'payment_proofs',
  'support_tickets',
  'support_ticket_messages',
  'package_upgrade_requests',
  'content_requests',
] as const;
export const clientSharedRealtimeTables = ['notices', 'packages', 'pricing_specials'] as const;
export const clientRealtimeTables = [
  ...clientOwnRealtimeTables,
  ...clientSharedRealtimeTables,
] as const;

export const realtimeTables = [
  ...new Set([...publicRealtimeTables, ...adminRealtimeTables, ...clientRealtimeTables]),
] as readonly RealtimeTable[];

export type PublicRealtimeTable = (typeof publicRealtimeTables)[number];
export type AdminRealtimeTable = (typeof adminRealtimeTables)[number];
export type ClientRealtimeTable = (typeof clientRealtimeTables)[number];
export type RealtimeTable = PublicRealtimeTable | AdminRealtimeTable | ClientRealtimeTable;

export const realtimeChannels = ['public', 'admin', 'client'] as const;
export type RealtimeChannel = (typeof realtimeChannels)[number];

/** The PostgreSQL NOTIFY channel the table triggers write to. */
export const dbChangeChannel = 'app_changes';

export const changeOpSchema = z.enum(['INSERT', 'UPDATE', 'DELETE']);
export type ChangeOp = z.infer<typeof changeOpSchema>;

/** What a trigger sends through pg_notify. */
export const dbChangeSchema = z.object({
  table: z.string(),
  op: changeOpSchema,
  id: z.union([z.string(), z.number()]).nullable(),
  /** The client the row belongs to (tables with a client_id, and clients itself). */
  client_id: z.string().optional(),
});
export type DbChange = z.infer<typeof dbChangeSchema>;

/** Browser -> server. The admin channel needs the admin session token. */
export const realtimeClientMessageSchema = z.union([
  z.object({ type: z.literal('subscribe'), channel: z.literal('public') }),
  z.object({ type: z.literal('subscribe'), channel: z.literal('admin'), token: z.string().min(1) }),
  /** The client channel needs the client session token; it carries only that client's rows. */
  z.object({
    type: z.literal('subscribe'),
    channel: z.literal('client'),
    token: z.string().min(1),
  }),
  z.object({ type: z.literal('unsubscribe'), channel: z.enum(realtimeChannels) }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

/** Server -> browser. */
export const realtimeServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribed'), channel: z.enum(realtimeChannels) }),
  z.object({ type: z.literal('unsubscribed'), channel: z.enum(realtimeChannels) }),
  z.object({
    type: z.literal('change'),
    channel: z.enum(realtimeChannels),
    table: z.string(),
    op: changeOpSchema,
    id: z.union([z.string(), z.number()]).nullable(),
    at: z.string(),
  }),
  z.object({
    type: z.literal('error'),
    channel: z.enum(realtimeChannels).optional(),
    code: z.string(),
    message: z.string(),
  }),
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;
export type RealtimeChangeMessage = Extract<RealtimeServerMessage, { type: 'change' }>;

export function isPublicTable(table: string): table is PublicRealtimeTable {
  return (publicRealtimeTables as readonly string[]).includes(table);
}

export function isAdminTable(table: string): table is AdminRealtimeTable {
  return (adminRealtimeTables as readonly string[]).includes(table);
}

export function isClientOwnTable(table: string): boolean {
  return (clientOwnRealtimeTables as readonly string[]).includes(table);
}

export function isClientSharedTable(table: string): boolean {
  return (clientSharedRealtimeTables as readonly string[]).includes(table);
}
