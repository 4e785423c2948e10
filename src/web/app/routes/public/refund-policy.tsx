import { PublicPage } from '@/components/layout/public-page';
import { ContentPageView } from '@/features/content-pages/components/content-page-view';

export default function RefundPolicyRoute() {
  return (
    <PublicPage title="Refund Policy">
      <ContentPageView slug="refund-policy" what="the refund policy" />
    </PublicPage>
  );
}
