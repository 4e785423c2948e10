import { ComingSoonPage } from '@/components/layout/coming-soon-page';

export default function AuthRoute() {
  return <ComingSoonPage title="Sign In" skeleton="form" />;
}
