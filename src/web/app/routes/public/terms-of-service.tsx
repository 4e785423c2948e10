import { PublicPage } from '@/components/layout/public-page';
import { ContentPageView } from '@/features/content-pages/components/content-page-view';

export default function TermsOfServiceRoute() {
  return (
    <PublicPage title="Terms of Service">
      <ContentPageView slug="terms-of-service" what="the terms of service" />
    </PublicPage>
  );
}
