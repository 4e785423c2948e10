import { ComingSoonPage } from '@/components/layout/coming-soon-page';
import { ClientWelcome } from '@/features/client-auth/components/client-welcome';

export default function ClientPortalRoute() {
  return (
    <>
      <ClientWelcome />
      <ComingSoonPage title="Client Portal" skeleton="dashboard" />
    </>
  );
}
