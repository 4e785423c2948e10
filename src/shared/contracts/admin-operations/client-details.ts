import { z } from 'zod';
import { isoDate } from './fields';
import { clientStatuses, adminClientSchema } from './clients';
import { adminPaymentSchema, adminProofSchema } from './payments';
import { adminTicketSchema } from './tickets';
import { adminUpgradeRequestSchema } from './upgrade-requests';
import { adminContentRequestSchema } from './content-requests';
import { auditEntrySchema } from './audit-log';

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
  /**
   * Never the password itself: GET /api/admin/clients/:id/streaming-login reveals it, and each
   * reveal is written to the audit log.
   */
  streamingLogin: z
    .object({
      serverUrl: z.string().nullable(),
      username: z.string().nullable(),
      hasPassword: z.boolean(),
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

/** GET /api/admin/clients/:id/streaming-login: the decrypted login (`no-store`, audited). */
export const adminStreamingLoginResponseSchema = z.object({
  serverUrl: z.string().nullable(),
  username: z.string().nullable(),
  /** Null when none is on file. */
  password: z.string().nullable(),
});
export type AdminStreamingLoginResponse = z.infer<typeof adminStreamingLoginResponseSchema>;
