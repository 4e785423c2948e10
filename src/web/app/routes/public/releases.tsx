import { PublicPage } from '@/components/layout/public-page';
import { ReleaseList } from '@/features/releases/components/release-list';

export default function ReleasesRoute() {
  return (
    <PublicPage title="Release Notes" intro="What is new on the website and client portal.">
      <ReleaseList />
    </PublicPage>
  );
}
