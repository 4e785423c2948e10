import { useParams } from 'react-router';
import { ClientDetailsPage } from '@/features/admin-clients/components/client-details-page';
import { usePageTitle } from '@/lib/use-page-title';

/** /admin/client/{clientId} (inside the admin area's guard and frame). */
export default function AdminClientDetailsRoute() {
  const { clientId = '' } = useParams();
  usePageTitle('Client Details');
  return <ClientDetailsPage key={clientId} clientId={clientId} />;
}
