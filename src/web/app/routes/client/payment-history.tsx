import { useClientSession } from '@/features/client-auth/components/client-session-context';
import { PaymentsView } from '@/features/client-portal/components/payments-view';
import { PortalFrame } from '@/features/client-portal/components/portal-frame';

export default function PaymentHistoryRoute() {
  const { token } = useClientSession();
  return (
    <PortalFrame title="Payment History" token={token}>
      <PaymentsView token={token} />
    </PortalFrame>
  );
}
