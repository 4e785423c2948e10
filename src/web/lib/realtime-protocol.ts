import type { QueryKey } from '@tanstack/react-query';
import type { AdminRealtimeTable, RealtimeChangeMessage } from '@shared/contracts/realtime';

/**
 * What the browser reads from `/api/realtime`, and which queries a change makes stale.
 *
 * Query invalidation convention: every query key starts with the table it reads (['packages',
 * 'public'], ['clients', id]), so a change to table T invalidates [T], plus the extra keys below.
 *
 * Messages are checked by hand rather than with the shared zod schema so zod stays out of the
 * landing page's initial JavaScript.
 */

/**
 * Every admin table (the type keeps the list complete), and whether a change to it also refreshes
 * the admin statistics: the content editors' tables do not count towards any figure.
 */
const adminTables: Record<AdminRealtimeTable, boolean> = {
  image_registry: true,
  clients: true,
  captured_payments: true,
  content_requests: true,
  packages: true,
  leads: true,
  notices: true,
  support_tickets: true,
  package_upgrade_requests: true,
  system_incidents: true,
  payment_proofs: true,
  support_ticket_messages: true,
  incident_updates: true,
  health_monitors: true,
  health_checks: true,
  outbox: true,
  sync_failures: true,
  system_status: false,
  homepage_content: false,
  site_branding: false,
  site_settings: false,
  downloads: false,
  pricing_specials: false,
  banners: false,
  testimonials_managed: false,
  seo_settings: false,
  footer_content: false,
  content_pages: false,
  knowledge_base_articles: false,
  release_notes: false,
  message_templates: false,
  admin_users: false,
};

/** Keys invalidated besides [table], for screens that combine tables. */
export const extraInvalidations: Readonly<Record<string, readonly QueryKey[]>> = {
  system_incidents: [['system_status']],
  pricing_specials: [['packages']],
  // The admin's client page (['clients', 'details', id]) shows these tables too; a confirmed proof
  // makes a captured payment.
  captured_payments: [['clients', 'details'], ['payment_proofs']],
  support_tickets: [['clients', 'details']],
  package_upgrade_requests: [['clients', 'details']],
  content_requests: [['clients', 'details']],
  support_ticket_messages: [['support_tickets']],
  incident_updates: [['system_incidents']],
  health_checks: [['health_monitors']],
};

export function invalidationKeys(table: string): QueryKey[] {
  const keys: QueryKey[] = [[table], ...(extraInvalidations[table] ?? [])];
  if (Object.hasOwn(adminTables, table) && adminTables[table as AdminRealtimeTable]) {
    keys.push(['admin-stats']);
  }
  return keys;
}

export function realtimeUrl(loc: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/api/realtime`;
}

export type ServerMessage =
  | { type: 'subscribed'; channel: string }
  | RealtimeChangeMessage
  | { type: 'error'; code: string; message: string };

export function parseServerMessage(raw: unknown): ServerMessage | null {
  if (typeof raw !== 'string') return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  const message = data as Record<string, unknown>;
  switch (message.type) {
    case 'subscribed':
      return typeof message.channel === 'string'
        ? { type: 'subscribed', channel: message.channel }
        : null;
    case 'change':
      return typeof message.table === 'string'
        ? (message as unknown as RealtimeChangeMessage)
        : null;
    case 'error':
      return {
        type: 'error',
        code: typeof message.code === 'string' ? message.code : 'error',
        message: typeof message.message === 'string' ? message.message : 'Realtime error',
      };
    default:
      return null;
  }
}
