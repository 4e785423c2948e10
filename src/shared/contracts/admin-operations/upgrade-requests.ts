import { z } from 'zod';
import { isoDate, text, optionalText, uuidField } from './fields';
import { listQuery, listResponse } from './shared';

// Upgrade requests: /api/admin/upgrade-requests

export const upgradeRequestStatuses = ['pending', 'approved', 'rejected'] as const;

export const upgradeListQuerySchema = listQuery(
  ['createdAt', 'status', 'client', 'priceDifference'] as const,
  {
    status: z.enum(upgradeRequestStatuses).optional(),
    clientId: uuidField('clientId').optional(),
  },
);

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
