import { PublicPage } from '@/components/layout/public-page';
import { StatusPage } from '@/features/system-status/components/status-page';
import { useRealtime } from '@/lib/use-realtime';

export default function StatusRoute() {
  // Status and incident changes arrive live.
  useRealtime({ channel: 'public' });
  return (
    <PublicPage title="System Status" intro="Live status of our streaming servers and services.">
      <StatusPage />
    </PublicPage>
  );
}
