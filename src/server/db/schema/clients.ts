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
import { at, createdAt, id, oneOf, updatedAt } from './columns';
import { packages } from './packages';

export const clientStatuses = ['active', 'suspended', 'expired'] as const;
export type ClientStatus = (typeof clientStatuses)[number];

export const preferredChannels = ['whatsapp', 'email'] as const;
export type PreferredChannel = (typeof preferredChannels)[number];

export const clients = pgTable(
  'clients',
  {
    id: id(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    whatsapp: text('whatsapp'),
    preferredChannel: text('preferred_channel', { enum: preferredChannels })
      .notNull()
      .default('whatsapp'),
    status: text('status', { enum: clientStatuses }).notNull().default('active'),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
    subscriptionStartedAt: at('subscription_started_at'),
    subscriptionExpiresAt: at('subscription_expires_at'),
    maxConnections: integer('max_connections').notNull().default(1),
    /** The reference a client puts on an EFT, so payments can be matched to them. */
    paymentReference: text('payment_reference'),
    streamingServerUrl: text('streaming_server_url'),
    streamingUsername: text('streaming_username'),
    /** Encrypted by the app before it is stored; never the clear text. */
    streamingPasswordEncrypted: text('streaming_password_encrypted'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('clients_username_key').on(t.username),
    uniqueIndex('clients_payment_reference_key').on(t.paymentReference),
    index('clients_package_id_idx').on(t.packageId),
    index('clients_status_idx').on(t.status),
    index('clients_created_at_idx').on(t.createdAt.desc()),
    index('clients_subscription_expires_at_idx').on(t.subscriptionExpiresAt),
    oneOf('clients_status_check', t.status, clientStatuses),
    oneOf('clients_preferred_channel_check', t.preferredChannel, preferredChannels),
    check('clients_max_connections_check', sql`${t.maxConnections} >= 1`),
  ],
);

export type Client = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;
