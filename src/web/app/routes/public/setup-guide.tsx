import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export default function SetupGuideRoute() {
  return <ComingSoonPage title="Setup Guide" skeleton="list" />;
}
