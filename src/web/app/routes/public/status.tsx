import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export default function StatusRoute() {
  return <ComingSoonPage title="System Status" skeleton="list" />;
}
