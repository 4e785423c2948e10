import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageSkeleton, type SkeletonVariant } from '@/components/layout/page-skeleton';

/** A page loaded on demand. A failed load is forgotten, so 'Try Again' fetches the chunk afresh. */
export interface LazyPage {
  current: LazyExoticComponent<ComponentType>;
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  const page: LazyPage = { current: lazy(retryable) };
  function retryable() {
    return load().catch((error: unknown) => {
      page.current = lazy(retryable);
      throw error;
    });
  }
  return page;
}

export interface LazyRouteProps {
  page: LazyPage;
  skeleton: SkeletonVariant;
}

/**
 * Shows the page's skeleton while its code loads. A load failure is thrown while rendering and lands
 * in the AppErrorBoundary of the root layout ('Something went wrong').
 */
export function LazyRoute({ page, skeleton }: LazyRouteProps) {
  const Page = page.current;
  return (
    <Suspense fallback={<PageSkeleton variant={skeleton} />}>
      <Page />
    </Suspense>
  );
}
