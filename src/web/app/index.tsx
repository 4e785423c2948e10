import { AppErrorBoundary } from '@/components/errors/app-error-boundary';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App() {
  return (
    <AppErrorBoundary>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </AppErrorBoundary>
  );
}
