import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export default function PaymentHistoryRoute() {
  return <ComingSoonPage title="Payment History" skeleton="table" />;
}
