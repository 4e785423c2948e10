import { useState } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { AdminShell, type AdminNavItem } from '@/components/layout/admin-shell';
import { ConnectionIndicator } from '@/components/realtime/connection-indicator';
import { paths } from '@/config/paths';
import { useAdminRole } from '@/features/admin-auth/api/get-session';
import { AdminGuard } from '@/features/admin-auth/components/admin-guard';
import { readAdminSession } from '@/features/admin-auth/session-storage';
import { useAdminFailureReports } from '@/lib/admin-failure-reports';
import { AdminTokenProvider } from '@/lib/admin-token';
import { showAdminChangeToast } from '@/lib/realtime-toasts';
import { useRealtime } from '@/lib/use-realtime';
import { adminSections, defaultAdminSection } from './sections';

/**
 * The tables of SPEC.md section 7's admin subscriptions (plus proofs and ticket replies) raise the
 * 'Data Updated' toast; background traffic (health checks, the outbox worker, failure logs) only
 * refreshes the screens.
 */
const toastTables = new Set<string>([
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
  'payment_proofs',
  'support_ticket_messages',
]);

const navItems: AdminNavItem[] = adminSections.map((s) => ({
  id: s.id,
  label: s.label,
  icon: s.icon,
  group: s.group,
  href: paths.admin.dashboard.getHref(s.id),
}));
const ownerOnlyIds = new Set(adminSections.filter((s) => s.ownerOnly).map((s) => s.id));

/**
 * Layout of the admin routes: nothing renders without a valid admin session (the guard). Inside it,
 * the dashboard's frame, the admin realtime subscriptions of SPEC.md section 7 with their toasts
 * (section 8), and the session token for the admin features.
 */
export default function AdminAreaRoute() {
  return (
    <AdminGuard>
      <AdminArea />
    </AdminGuard>
  );
}

function AdminArea() {
  // The guard renders this only with a confirmed session; the token does not change while it lives.
  const [token] = useState(() => readAdminSession()?.token ?? '');
  const live = useRealtime({
    channel: 'admin',
    getToken: () => readAdminSession()?.token,
    connectionToasts: true,
    onChange: (change) => {
      if (toastTables.has(change.table)) showAdminChangeToast(change);
    },
  });
  useAdminFailureReports(token || null);
  // Owner-only sections are listed only once the role is known to be the owner's.
  const role = useAdminRole(token || null);
  const items = role === 'owner' ? navItems : navItems.filter((i) => !ownerOnlyIds.has(i.id));
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const activeId =
    pathname === paths.admin.dashboard.path
      ? (search.get('section') ?? defaultAdminSection.id)
      : null;

  return (
    <AdminTokenProvider token={token}>
      <AdminShell
        items={items}
        activeId={activeId}
        status={
          <ConnectionIndicator
            quality={live.quality}
            status={live.status}
            onReconnect={live.reconnect}
          />
        }
      >
        <Outlet />
      </AdminShell>
    </AdminTokenProvider>
  );
}
