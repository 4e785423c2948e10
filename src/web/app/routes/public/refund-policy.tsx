import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export default function RefundPolicyRoute() {
  return <ComingSoonPage title="Refund Policy" skeleton="list" />;
}
