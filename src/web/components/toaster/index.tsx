import { lazy, Suspense } from 'react';

// Its own chunk: the first screen renders without waiting for the toast library.
const ToasterContainer = lazy(() => import('./toaster'));

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToasterContainer />
    </Suspense>
  );
}
