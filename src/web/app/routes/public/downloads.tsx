import { PublicPage } from '@/components/layout/public-page';
import { AppsShowcase } from '@/features/apps/components/apps-showcase';
import { useRealtime } from '@/lib/use-realtime';

export default function DownloadsRoute() {
  useRealtime({ channel: 'public' });
  return (
    <PublicPage
      title="Downloads"
      width="wide"
      intro="Player apps for every device, with installation guides."
    >
      <AppsShowcase />
    </PublicPage>
  );
}
