import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** One grey placeholder block; PageSkeleton composes them into the page variants. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
