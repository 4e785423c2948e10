import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export default function AccountManagementRoute() {
  return <ComingSoonPage title="Account Management" skeleton="form" />;
}
