import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export default function TermsOfServiceRoute() {
  return <ComingSoonPage title="Terms of Service" skeleton="list" />;
}
