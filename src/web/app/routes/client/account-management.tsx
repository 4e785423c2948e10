import { useClientSession } from '@/features/client-auth/components/client-session-context';
import { AccountView } from '@/features/client-portal/components/account-view';
import { PortalFrame } from '@/features/client-portal/components/portal-frame';

export default function AccountManagementRoute() {
  const { token, signOut } = useClientSession();
  return (
    <PortalFrame title="Account Management" token={token}>
      <AccountView token={token} onSignedOut={signOut} />
    </PortalFrame>
  );
}
