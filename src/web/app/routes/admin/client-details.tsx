import { useParams } from 'react-router';
import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export default function AdminClientDetailsRoute() {
  const { clientId } = useParams();
  return (
    <ComingSoonPage
      title="Client Details"
      skeleton="card"
      detail={clientId ? `Client ${clientId}` : undefined}
    />
  );
}
