import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export default function ClientPasswordResetRoute() {
  return <ComingSoonPage title="Client Password Reset" skeleton="form" />;
}
