import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export default function ReleasesRoute() {
  return <ComingSoonPage title="Release Notes" skeleton="list" />;
}
