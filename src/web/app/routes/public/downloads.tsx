import { useState } from 'react';
import { PublicPage } from '@/components/layout/public-page';
import { AppsShowcase } from '@/features/apps/components/apps-showcase';
import { readRestorableClientSession } from '@/features/client-auth/session-storage';
import { useSignedInContact } from '@/features/client-portal/components/use-signed-in-contact';
import { useRealtime } from '@/lib/use-realtime';

export default function DownloadsRoute() {
  useRealtime({ channel: 'public' });
  // A signed-in client gets 'send me the guide' filled in with their own contact.
  const [token] = useState(() => readRestorableClientSession()?.sessionToken ?? null);
  const guideContact = useSignedInContact(token);
  return (
    <PublicPage
      title="Downloads"
      width="wide"
      intro="Player apps for every device, with installation guides."
    >
      <AppsShowcase guideContact={guideContact} />
    </PublicPage>
  );
}
