import type { ReactNode } from 'react';

export type SkeletonVariant = 'card' | 'list' | 'table' | 'form' | 'dashboard';

export interface PageSkeletonProps {
  variant: SkeletonVariant;
  /** A decorative copy (e.g. under a placeholder heading) is hidden from assistive technology. */
  decorative?: boolean;
  className?: string;
}

/** What a page shows while its code loads (SPEC.md section 2: card, list, table, form, dashboard). */
export function PageSkeleton({ variant, decorative = false, className }: PageSkeletonProps) {
  return (
    <div
      data-slot="page-skeleton"
      data-variant={variant}
      className={`mx-auto w-full max-w-6xl py-8 ${className ?? 'px-4'}`}
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'status', 'aria-live': 'polite', 'aria-busy': true })}
    >
      {!decorative && <span className="sr-only">Loading…</span>}
      {variants[variant]()}
    </div>
  );
}

/**
 * One grey block, like ui/Skeleton but without tailwind-merge: this file is in the first bundle.
 * Every call names its own rounding, so there is nothing to merge.
 */
function Skeleton({ className }: { className: string }) {
  return <div data-slot="skeleton" className={`animate-pulse bg-muted ${className}`} />;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

const variants: Record<SkeletonVariant, () => ReactNode> = {
  card: () => (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {range(3).map((i) => (
        <Skeleton key={i} className="h-64 rounded-xl" />
      ))}
    </div>
  ),
  list: () => (
    <div className="flex flex-col gap-3">
      {range(6).map((i) => (
        <Skeleton key={i} className="h-16 rounded-lg" />
      ))}
    </div>
  ),
  table: () => (
    <div className="flex flex-col gap-2">
      <Skeleton className="h-11 rounded-md" />
      {range(8).map((i) => (
        <Skeleton key={i} className="h-10 rounded-md opacity-80" />
      ))}
    </div>
  ),
  form: () => (
    <div className="mx-auto flex max-w-md flex-col gap-5">
      {range(3).map((i) => (
        <div key={i} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-28 rounded-md" />
          <Skeleton className="h-12 rounded-lg" />
        </div>
      ))}
      <Skeleton className="h-12 rounded-lg" />
    </div>
  ),
  // Exactly six blocks: the dashboard's stat and panel cards.
  dashboard: () => (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {range(6).map((i) => (
        <Skeleton key={i} className="h-32 rounded-xl" />
      ))}
    </div>
  ),
};
