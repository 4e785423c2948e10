import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { ClientWelcome } from '@/features/client-auth/components/client-welcome';
import { useClientSession } from '@/features/client-auth/components/client-session-context';
import { ContentRequestsSection } from '@/features/client-portal/components/content-requests-section';
import { PortalDashboard } from '@/features/client-portal/components/portal-dashboard';
import { PortalFrame } from '@/features/client-portal/components/portal-frame';
import { SpecialsSection } from '@/features/client-portal/components/specials-section';
import { TicketsSection } from '@/features/client-portal/components/tickets-section';
import { UpgradeSection } from '@/features/client-portal/components/upgrade-section';

/** /client and /client/specials: the same portal screen; /client/specials scrolls to the specials. */
export default function ClientPortalRoute() {
  const { token } = useClientSession();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === paths.client.specials.path) {
      document.getElementById('specials')?.scrollIntoView?.();
    }
  }, [pathname]);
  return (
    <PortalFrame title="Client Portal" token={token} header={<ClientWelcome />}>
      <PortalDashboard token={token} />
      <SpecialsSection token={token} />
      <UpgradeSection token={token} />
      <TicketsSection token={token} />
      <ContentRequestsSection token={token} />
    </PortalFrame>
  );
}
