import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppErrorBoundary } from '@/components/errors/app-error-boundary';
import { OfflineNotice } from '@/components/layout/offline-notice';
import { forgetFailedPages } from './lazy-route';

/** Every page renders inside this boundary; moving to another path clears a shown error. */
export function RootLayout() {
  const { pathname } = useLocation();
  // Once a route change has been shown, a page that failed earlier may load again next time.
  useEffect(() => forgetFailedPages(), [pathname]);
  return (
    <>
      <AppErrorBoundary resetKey={pathname} onReset={forgetFailedPages}>
        <Outlet />
      </AppErrorBoundary>
      <OfflineNotice />
    </>
  );
}
