import { useLayoutEffect } from 'react';
import { AlertTriangle } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { removeLandingShell } from '@/lib/landing-shell';

export interface ErrorScreenProps {
  onRetry: () => void;
  onGoHome: () => void;
}

/** The global error screen of SPEC.md section 2. */
export function ErrorScreen({ onRetry, onGoHome }: ErrorScreenProps) {
  // The landing page failed: the server's first paint of it must not stay above this screen.
  useLayoutEffect(removeLandingShell, []);
  return (
    <main role="alert" className="flex min-h-dvh items-center justify-center px-4">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <AlertTriangle className="size-12 text-warning" aria-hidden />
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="text-muted-foreground">
          We encountered an unexpected error. This has been logged and we&apos;ll work to fix it.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {/* Plain buttons: the error screen is in the first bundle, which stays free of tailwind-merge. */}
          <button type="button" className={buttonVariants()} onClick={onRetry}>
            Try Again
          </button>
          <button
            type="button"
            className={buttonVariants({ variant: 'outline' })}
            onClick={onGoHome}
          >
            Go Home
          </button>
        </div>
      </div>
    </main>
  );
}
