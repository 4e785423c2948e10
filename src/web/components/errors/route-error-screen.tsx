import { useEffect } from 'react';
import { useNavigate, useLocation, useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

/** The router's ErrorBoundary: errors the app boundary cannot see (route loading, outside pages). */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    console.error('Unexpected error', error);
  }, [error]);
  // Navigating to the same place gives the router a new location, which clears its error state.
  const retry = () => void navigate(`${location.pathname}${location.search}`, { replace: true });
  return <ErrorScreen onRetry={retry} onGoHome={() => void navigate('/')} />;
}
