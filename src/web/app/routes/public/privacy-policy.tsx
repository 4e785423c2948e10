import { PublicPage } from '@/components/layout/public-page';
import { ContentPageView } from '@/features/content-pages/components/content-page-view';

export default function PrivacyPolicyRoute() {
  return (
    <PublicPage
      title="Privacy Policy"
      intro="How we collect, use and protect your personal information (POPIA)."
    >
      <ContentPageView slug="privacy-policy" what="the privacy policy" />
    </PublicPage>
  );
}
