import {
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { PageSkeleton, type SkeletonVariant } from '@/components/layout/page-skeleton';

/** A page loaded on demand. */
export interface LazyPage {
  current: LazyExoticComponent<ComponentType>;
  failed: boolean;
}

const failedPages = new Set<{ page: LazyPage; renew: () => void }>();

/**
 * A failed load stays failed until `forgetFailedPages()`: React re-renders a suspended tree more
 * than once, and a page that re-imported on every render would fetch its chunk in a loop instead
 * of reaching the error screen.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  const page: LazyPage = { current: lazy(loadOnce), failed: false };
  function loadOnce() {
    return load().catch((error: unknown) => {
      page.failed = true;
      failedPages.add({
        page,
        renew: () => {
          page.current = lazy(loadOnce);
          page.failed = false;
        },
      });
      throw error;
    });
  }
  return page;
}

/** Lets pages whose chunk failed try again on their next render ('Try Again', another route). */
export function forgetFailedPages(): void {
  for (const entry of failedPages) entry.renew();
  failedPages.clear();
}

export interface LazyRouteProps {
  page: LazyPage;
  skeleton: SkeletonVariant;
  /** A page-specific loading state instead of the skeleton variant. */
  fallback?: ReactNode;
}

/**
 * Shows the page's skeleton while its code loads. A load failure is thrown while rendering and lands
 * in the AppErrorBoundary of the root layout ('Something went wrong').
 */
export function LazyRoute({ page, skeleton, fallback }: LazyRouteProps) {
  const Page = page.current;
  return (
    <Suspense fallback={fallback ?? <PageSkeleton variant={skeleton} />}>
      <Page />
    </Suspense>
  );
}
