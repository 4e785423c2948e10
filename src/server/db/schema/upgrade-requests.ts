import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { clients } from './clients';
import { at, createdAt, id, oneOf, updatedAt } from './columns';
import { packages } from './packages';

export const upgradeRequestStatuses = ['pending', 'approved', 'rejected'] as const;
export type UpgradeRequestStatus = (typeof upgradeRequestStatuses)[number];

export const packageUpgradeRequests = pgTable(
  'package_upgrade_requests',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    fromPackageId: uuid('from_package_id').references(() => packages.id, { onDelete: 'set null' }),
    toPackageId: uuid('to_package_id').references(() => packages.id, { onDelete: 'set null' }),
    /** May be negative for a downgrade. */
    priceDifferenceCents: integer('price_difference_cents').notNull().default(0),
    status: text('status', { enum: upgradeRequestStatuses }).notNull().default('pending'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('package_upgrade_requests_client_id_idx').on(t.clientId),
    index('package_upgrade_requests_from_package_id_idx').on(t.fromPackageId),
    index('package_upgrade_requests_to_package_id_idx').on(t.toPackageId),
    index('package_upgrade_requests_decided_by_idx').on(t.decidedBy),
    index('package_upgrade_requests_created_at_idx').on(t.createdAt.desc()),
    oneOf('package_upgrade_requests_status_check', t.status, upgradeRequestStatuses),
  ],
);

export type PackageUpgradeRequest = typeof packageUpgradeRequests.$inferSelect;
export type NewPackageUpgradeRequest = typeof packageUpgradeRequests.$inferInsert;
