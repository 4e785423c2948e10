import {
  auditLogQuerySchema,
  clientListQuerySchema,
  contentRequestListQuerySchema,
  leadListQuerySchema,
  noticeListQuerySchema,
  outboxListQuerySchema,
  paymentListQuerySchema,
  proofListQuerySchema,
  syncFailureListQuerySchema,
  ticketListQuerySchema,
  upgradeListQuerySchema,
} from '@shared/contracts/admin-operations';
import type { Db } from '../../db/client';
import {
  auditLog,
  capturedPayments,
  clients,
  contentRequests,
  leads,
  notices,
  outbox,
  packageUpgradeRequests,
  paymentProofs,
  supportTickets,
  syncFailures,
} from '../../db/schema/index';

/**
 * Every admin list filters, searches and pages in SQL, and its CSV export honours the same search
 * and filters. Each list gets rows A1-A3 that match both the search term and the filter, rows B
 * that match only the search, and a row C that matches only the filter: asking page 2 of 2 rows
 * must answer A3 with a total of 3, and the CSV exactly A1-A3.
 */
export const term = 'zqx';

export interface ListCase {
  name: string;
  path: string;
  /** Its query schema, for the sort keys it accepts. */
  schema: { shape: { sort: { unwrap: () => { options: readonly string[] } } } };
  filter: string;
  /** A sort key ordering A1, A2, A3 ascending. */
  sort: string;
  /** The text of an item that names its row. */
  label: (item: Record<string, unknown>) => unknown;
  /** A filter value the contract refuses, and the field it names. */
  bad: [string, string];
  seed: (db: Db, clientId: string) => Promise<void>;
}

const rows = ['A1', 'A2', 'A3', 'B1', 'B2', 'C1'] as const;
const text = (row: string) => (row.startsWith('C') ? `Other ${row}` : `Zqx ${row}`);
const passes = (row: string) => !row.startsWith('B');
/** The second B row fails a list's second filter (lists with two filters), the first its first. */
const second = (row: string) => row === 'B2';

export async function insertClient(db: Db, username: string, firstName: string, lastName: string) {
  const [row] = await db
    .insert(clients)
    .values({ username, firstName, lastName, passwordHash: 'not-a-login' })
    .returning({ id: clients.id });
  return row!.id;
}

export const cases: ListCase[] = [
  {
    name: 'clients by status',
    path: '/api/admin/clients',
    schema: clientListQuerySchema,
    filter: 'status=suspended',
    sort: 'name',
    label: (c) => c.firstName,
    bad: ['status=frozen', 'status'],
    seed: async (db) => {
      for (const row of rows) {
        await db.insert(clients).values({
          username: `listed_${row.toLowerCase()}`,
          firstName: text(row),
          lastName: 'Client',
          passwordHash: 'not-a-login',
          status: passes(row) ? 'suspended' : 'active',
        });
      }
    },
  },
  {
    name: 'captured payments by method',
    path: '/api/admin/payments',
    schema: paymentListQuerySchema,
    filter: 'method=cash',
    sort: 'amountCents',
    label: (p) => p.reference,
    bad: ['method=bitcoin', 'method'],
    seed: async (db, clientId) => {
      for (const [i, row] of rows.entries()) {
        await db.insert(capturedPayments).values({
          clientId,
          amountCents: (i + 1) * 100,
          method: passes(row) ? 'cash' : 'eft',
          reference: text(row),
        });
      }
    },
  },
  {
    name: 'proofs of payment by status',
    path: '/api/admin/payment-proofs',
    schema: proofListQuerySchema,
    filter: 'status=rejected',
    sort: 'amountCents',
    label: (p) => p.reference,
    bad: ['status=lost', 'status'],
    seed: async (db, clientId) => {
      for (const [i, row] of rows.entries()) {
        await db.insert(paymentProofs).values({
          clientId,
          storageKey: `proof-${row}`,
          fileName: 'proof.pdf',
          contentType: 'application/pdf',
          sizeBytes: 10,
          amountCents: (i + 1) * 100,
          reference: text(row),
          status: passes(row) ? 'rejected' : 'pending',
        });
      }
    },
  },
  {
    name: 'leads by status and kind',
    path: '/api/admin/leads',
    schema: leadListQuerySchema,
    filter: 'status=lost&kind=free_trial',
    sort: 'name',
    label: (l) => l.fullName,
    bad: ['kind=walk_in', 'kind'],
    seed: async (db) => {
      for (const row of rows) {
        await db.insert(leads).values({
          fullName: text(row),
          email: `${row.toLowerCase()}@example.co.za`,
          whatsapp: '0821234567',
          status: passes(row) || second(row) ? 'lost' : 'new',
          kind: second(row) ? 'order' : 'free_trial',
        });
      }
    },
  },
  {
    name: 'support tickets by status',
    path: '/api/admin/tickets',
    schema: ticketListQuerySchema,
    filter: 'status=resolved',
    sort: 'subject',
    label: (t) => t.subject,
    bad: ['status=pending', 'status'],
    seed: async (db, clientId) => {
      for (const row of rows) {
        await db
          .insert(supportTickets)
          .values({ clientId, subject: text(row), status: passes(row) ? 'resolved' : 'open' });
      }
    },
  },
  {
    name: 'upgrade requests by status',
    path: '/api/admin/upgrade-requests',
    schema: upgradeListQuerySchema,
    filter: 'status=rejected',
    sort: 'client',
    label: (u) => u.clientName,
    bad: ['status=maybe', 'status'],
    seed: async (db) => {
      for (const row of rows) {
        const [first, last] = text(row).split(' ') as [string, string];
        const clientId = await insertClient(db, `upgrade_${row.toLowerCase()}`, first, last);
        await db
          .insert(packageUpgradeRequests)
          .values({ clientId, status: passes(row) ? 'rejected' : 'pending' });
      }
    },
  },
  {
    name: 'content requests by status and kind',
    path: '/api/admin/content-requests',
    schema: contentRequestListQuerySchema,
    filter: 'status=completed&kind=movie',
    sort: 'title',
    label: (c) => c.title,
    bad: ['kind=book', 'kind'],
    seed: async (db, clientId) => {
      for (const row of rows) {
        await db.insert(contentRequests).values({
          clientId,
          title: text(row),
          status: passes(row) || second(row) ? 'completed' : 'pending',
          kind: second(row) ? 'series' : 'movie',
        });
      }
    },
  },
  {
    name: 'notices by published state and audience',
    path: '/api/admin/notices',
    schema: noticeListQuerySchema,
    filter: 'published=true&audience=clients',
    sort: 'title',
    label: (n) => n.title,
    bad: ['published=yes', 'published'],
    seed: async (db) => {
      for (const row of rows) {
        await db.insert(notices).values({
          title: text(row),
          body: 'A notice',
          isPublished: passes(row) || second(row),
          audience: second(row) ? 'public' : 'clients',
        });
      }
    },
  },
  {
    name: 'outbox messages by status and channel',
    path: '/api/admin/outbox',
    schema: outboxListQuerySchema,
    filter: 'status=failed&channel=email',
    sort: 'recipient',
    label: (m) => m.recipient,
    bad: ['channel=sms', 'channel'],
    seed: async (db) => {
      for (const row of rows) {
        await db.insert(outbox).values({
          recipient: text(row),
          body: 'A message',
          status: passes(row) || second(row) ? 'failed' : 'manual',
          channel: second(row) ? 'whatsapp' : 'email',
        });
      }
    },
  },
  {
    name: 'sync failures by state',
    path: '/api/admin/sync-failures',
    schema: syncFailureListQuerySchema,
    filter: 'resolved=true',
    sort: 'operation',
    label: (f) => f.operation,
    bad: ['resolved=maybe', 'resolved'],
    seed: async (db) => {
      for (const row of rows) {
        await db.insert(syncFailures).values({
          tableName: 'clients',
          operation: text(row),
          errorMessage: 'It failed',
          resolvedAt: passes(row) ? new Date() : null,
        });
      }
    },
  },
  {
    name: 'the audit log by actor type',
    path: '/api/admin/audit-log',
    schema: auditLogQuerySchema,
    filter: 'actorType=system',
    sort: 'action',
    label: (a) => a.action,
    bad: ['actorType=robot', 'actorType'],
    seed: async (db) => {
      for (const row of rows) {
        await db
          .insert(auditLog)
          .values({ action: text(row), actorType: passes(row) ? 'system' : 'anonymous' });
      }
    },
  },
];
