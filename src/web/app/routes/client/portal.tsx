import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export default function ClientPortalRoute() {
  return <ComingSoonPage title="Client Portal" skeleton="dashboard" />;
}
