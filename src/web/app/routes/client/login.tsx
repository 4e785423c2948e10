import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export default function ClientLoginRoute() {
  return <ComingSoonPage title="Client Login" skeleton="form" />;
}
