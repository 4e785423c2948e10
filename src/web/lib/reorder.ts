import { useState } from 'react';
import { toast } from './toast';

/** The list with the item at `from` moved to `to` (both clamped to the list); a new array. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/**
 * The list in the order just chosen, until the server's answer (refetched after the save) shows it:
 * a reorder does not jump back while it is being saved. `reorder` saves the new order of ids; a
 * failed save shows the server's order again.
 */
export function useOptimisticOrder<T>(
  items: readonly T[] | undefined,
  getId: (item: T) => string,
  save: (ids: string[]) => Promise<unknown>,
): { ordered: T[]; reorder: (ids: string[]) => void; saving: boolean } {
  const [pending, setPending] = useState<string[] | null>(null);
  const list = items ?? [];
  const ordered = pending
    ? [...list].sort((a, b) => pending.indexOf(getId(a)) - pending.indexOf(getId(b)))
    : [...list];
  return {
    ordered,
    saving: pending !== null,
    reorder: (ids) => {
      setPending(ids);
      save(ids).then(
        () => setPending(null),
        () => {
          setPending(null);
          toast.error('Sync Error', 'Failed to sync data. Please try again.');
        },
      );
    },
  };
}
