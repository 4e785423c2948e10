import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export default function TechnicalSupportRoute() {
  return <ComingSoonPage title="Technical Support" skeleton="list" />;
}
