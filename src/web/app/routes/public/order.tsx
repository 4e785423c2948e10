import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export default function OrderRoute() {
  return <ComingSoonPage title="Order" skeleton="form" />;
}
