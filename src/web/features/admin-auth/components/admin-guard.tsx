import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSkeleton } from '@/components/layout/page-skeleton';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiRequestError, observeResponses } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminSessionQueryOptions, getAdminSession, useAdminSession } from '../api/get-session';
import { logoutAdmin } from '../api/logout';
import {
  clearAdminSession,
  readAdminSession,
  readLiveAdminSession,
  updateAdminSessionExpiry,
} from '../session-storage';

/** SPEC.md sections 4 and 9: the admin session's expiry is checked every 60 s. */
export const adminSessionCheckMs = 60_000;
const expiresHeader = 'x-session-expires-at';

function isRejection(error: unknown): boolean {
  return isApiRequestError(error) && error.kind === 'http' && [401, 403].includes(error.status);
}

/**
 * The admin guard (routes /admin and /admin/client/{clientId}). No stored session, an expired one or
 * one the server does not confirm: logged out, to the login screen. While signed in it checks every
 * 60 s: the stored expiry first, then the server (a session revoked or an admin removed there ends
 * here too), and it keeps the stored expiry in step with the server's sliding one.
 */
export function AdminGuard({ children }: { children?: ReactNode }) {
  const [stored] = useState(() => readLiveAdminSession());
  const [loggedOut, setLoggedOut] = useState(stored === null);
  const session = useAdminSession(loggedOut ? null : (stored?.token ?? null));
  const queryClient = useQueryClient();

  const endSession = useCallback(
    (reason?: string) => {
      clearAdminSession();
      queryClient.removeQueries({ queryKey: ['admin-session'] });
      if (reason) toast.info('Session Ended', reason);
      setLoggedOut(true);
    },
    [queryClient],
  );

  useEffect(() => {
    if (stored === null) clearAdminSession();
  }, [stored]);

  useEffect(
    () =>
      observeResponses((response, token) => {
        const expiry = response.headers.get(expiresHeader);
        if (expiry && token && token === readAdminSession()?.token)
          updateAdminSessionExpiry(expiry);
      }),
    [],
  );

  // The server did not confirm the session on load: logged out (the render below leaves).
  useEffect(() => {
    if (session.isError) clearAdminSession();
  }, [session.isError]);

  useEffect(() => {
    if (!stored || loggedOut) return;
    const timer = setInterval(() => {
      const current = readLiveAdminSession();
      if (!current || current.token !== stored.token) {
        endSession('Your admin session has expired. Please sign in again.');
        return;
      }
      getAdminSession(current.token, { passive: true }).then(
        (answer) => {
          updateAdminSessionExpiry(answer.expires_at);
          // A role changed by an owner meanwhile shows without signing in again.
          queryClient.setQueryData(adminSessionQueryOptions(current.token).queryKey, answer);
        },
        (error: unknown) => {
          // A dropped connection is not a verdict; the server refusing the session is.
          if (isRejection(error)) endSession('Your admin session has ended. Please sign in again.');
        },
      );
    }, adminSessionCheckMs);
    return () => clearInterval(timer);
  }, [stored, loggedOut, endSession, queryClient]);

  if (loggedOut || !stored || session.isError) {
    return <Navigate to={paths.admin.login.getHref()} replace />;
  }
  if (session.isPending) return <PageSkeleton variant="dashboard" />;

  return (
    <>
      <AdminHeader
        email={session.data.email}
        onSignOut={() => {
          void logoutAdmin(stored.token).catch(() => {});
          endSession();
          toast.success('Signed Out', 'You have been signed out.');
        }}
      />
      {children ?? <Outlet />}
    </>
  );
}

function AdminHeader({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-2">
        <p className="truncate text-sm text-muted-foreground">
          Signed in as <span className="font-medium text-foreground">{email}</span>
        </p>
        <Button variant="outline" size="sm" onClick={onSignOut}>
          <LogOut aria-hidden />
          Sign out
        </Button>
      </div>
    </header>
  );
}
