import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export default function AdminLoginRoute() {
  return <ComingSoonPage title="Admin Login" skeleton="form" />;
}
