import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export default function DownloadsRoute() {
  return <ComingSoonPage title="Downloads" skeleton="card" />;
}
