import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSkeleton, type SkeletonVariant } from '@/components/layout/page-skeleton';
import { paths } from '@/config/paths';
import { observeResponses } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { clientSessionQueryKey, useClientSessionQuery } from '../api/get-session';
import { logoutClient } from '../api/logout';
import { clearClientSession, readRestorableClientSession } from '../session-storage';
import { ClientSessionContext, type ClientSessionValue } from './client-session-context';

/**
 * The client guard (/client, /client/specials, /account-management, /payment-history,
 * /client-password-reset). A stored session is accepted only if younger than 24 h, flagged
 * authenticated, and the server confirms the client exists and is active; otherwise it is cleared
 * and the visitor goes to the client login. A client holding a temporary password is sent to change it.
 */
export function ClientGuard({
  children,
  skeleton = 'dashboard',
}: {
  children?: ReactNode;
  skeleton?: SkeletonVariant;
}) {
  const [stored] = useState(() => readRestorableClientSession());
  const [signedOut, setSignedOut] = useState(stored === null);
  const session = useClientSessionQuery(signedOut ? null : (stored?.sessionToken ?? null));
  const queryClient = useQueryClient();
  const { pathname } = useLocation();

  const signOut = useCallback(() => {
    if (stored) void logoutClient(stored.sessionToken).catch(() => {});
    clearClientSession();
    queryClient.removeQueries({ queryKey: clientSessionQueryKey });
    toast.success('Signed Out', 'You have been signed out.');
    setSignedOut(true);
  }, [stored, queryClient]);

  useEffect(() => {
    if (stored === null || session.isError) clearClientSession();
  }, [stored, session.isError]);

  // Any 401 to this session's token (ended elsewhere, or the client was suspended while signed in)
  // clears the session and goes to the login, saying why.
  useEffect(() => {
    if (!stored) return;
    let ended = false;
    return observeResponses((response, token) => {
      if (response.status !== 401 || token !== stored.sessionToken || ended) return;
      ended = true;
      clearClientSession();
      queryClient.removeQueries({ queryKey: clientSessionQueryKey });
      toast.error('Signed Out', 'Your session has ended. Please sign in again.');
      setSignedOut(true);
    });
  }, [stored, queryClient]);

  const value = useMemo<ClientSessionValue | null>(
    () =>
      session.data && stored
        ? {
            client: session.data.client,
            token: stored.sessionToken,
            mustChangePassword: session.data.must_change_password,
            signOut,
          }
        : null,
    [session.data, stored, signOut],
  );

  if (signedOut || !stored || session.isError) {
    return <Navigate to={paths.client.login.getHref()} replace />;
  }
  if (!value) return <PageSkeleton variant={skeleton} />;
  if (value.mustChangePassword && pathname !== paths.client.passwordReset.path) {
    return <Navigate to={paths.client.passwordReset.getHref()} replace />;
  }
  return (
    <ClientSessionContext.Provider value={value}>
      {children ?? <Outlet />}
    </ClientSessionContext.Provider>
  );
}
