import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export default function AdminDashboardRoute() {
  return <ComingSoonPage title="Admin Dashboard" skeleton="dashboard" />;
}
