import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { packages } from './packages';

export const leadKinds = ['order', 'interest', 'free_trial'] as const;
export type LeadKind = (typeof leadKinds)[number];

export const leadStatuses = ['new', 'contacted', 'converted', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * Orders, expressions of interest and free-trial requests from the public site. Package name, price
 * and duration are copied at the time of the request, so later price changes do not rewrite history.
 */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    kind: text('kind', { enum: leadKinds }).notNull(),
    status: text('status', { enum: leadStatuses }).notNull().default('new'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    whatsapp: text('whatsapp').notNull(),
    communicationMethod: text('communication_method'),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
    packageName: text('package_name'),
    packagePriceCents: integer('package_price_cents'),
    duration: text('duration'),
    device: text('device'),
    internetPlatform: text('internet_platform'),
    otherPlatform: text('other_platform'),
    internetSpeed: text('internet_speed'),
    paymentReference: text('payment_reference'),
    isRepeatTrial: boolean('is_repeat_trial').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    convertedClientId: uuid('converted_client_id').references(() => clients.id, {
      onDelete: 'set null',
    }),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('leads_payment_reference_key').on(t.paymentReference),
    index('leads_created_at_idx').on(t.createdAt.desc()),
    index('leads_status_idx').on(t.status),
    index('leads_package_id_idx').on(t.packageId),
    index('leads_converted_client_id_idx').on(t.convertedClientId),
    // Repeat free-trial detection looks leads up by contact details.
    index('leads_kind_email_idx').on(t.kind, t.email),
    index('leads_kind_whatsapp_idx').on(t.kind, t.whatsapp),
    oneOf('leads_kind_check', t.kind, leadKinds),
    oneOf('leads_status_check', t.status, leadStatuses),
    check(
      'leads_package_price_cents_check',
      sql`${t.packagePriceCents} is null or ${t.packagePriceCents} >= 0`,
    ),
  ],
);

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
