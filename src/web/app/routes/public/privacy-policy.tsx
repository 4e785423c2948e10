import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export default function PrivacyPolicyRoute() {
  return <ComingSoonPage title="Privacy Policy" skeleton="list" />;
}
