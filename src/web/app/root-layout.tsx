import { Outlet, useLocation } from 'react-router';
import { AppErrorBoundary } from '@/components/errors/app-error-boundary';

/** Every page renders inside this boundary; moving to another path clears a shown error. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary resetKey={pathname}>
      <Outlet />
    </AppErrorBoundary>
  );
}
