import { PublicPage } from '@/components/layout/public-page';
import { SetupGuide } from '@/features/content-pages/components/setup-guide';

export default function SetupGuideRoute() {
  return (
    <PublicPage title="Setup Guide" intro="Step-by-step instructions for every device we support.">
      <SetupGuide />
    </PublicPage>
  );
}
