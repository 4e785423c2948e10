import { Plus } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useOptimisticOrder } from '@/lib/reorder';
import { toast } from '@/lib/toast';
import { LoadError } from './editor-dialog';
import { SortableList } from './sortable-list';

/**
 * The editor of a hand-ordered list of content rows (packages, banners, homepage sections, apps,
 * testimonials): a New button, the list in its saved order with each row's buttons, and the row's
 * dialog, opened empty for New or filled for Edit.
 */
export function SortableEditor<T extends { id: string }>({
  label,
  what,
  newLabel,
  list,
  saveOrder,
  getLabel,
  renderItem,
  actions,
  toggleActive,
  renderDialog,
}: {
  /** The list's accessible name, e.g. 'Banners'. */
  label: string;
  /** What failed to load, e.g. 'banners'. */
  what: string;
  newLabel: string;
  list: { data?: { items: readonly T[] }; isError: boolean; isPending: boolean };
  saveOrder: (ids: string[]) => Promise<unknown>;
  getLabel: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** A row's own buttons, shown before its Activate/Deactivate and Edit buttons. */
  actions?: (item: T) => ReactNode;
  /** Rows that can be switched off get an Activate/Deactivate button that saves the other state. */
  toggleActive?: { isActive: (item: T) => boolean; save: (item: T) => Promise<unknown> };
  /** The dialog of a row, or of a new one when `item` is null. */
  renderDialog: (item: T | null, onClose: () => void) => ReactNode;
}) {
  const order = useOptimisticOrder(list.data?.items, (item) => item.id, saveOrder);
  const [open, setOpen] = useState<T | 'new' | null>(null);

  async function toggle(item: T) {
    try {
      await toggleActive?.save(item);
    } catch {
      toast.error('Sync Error', 'Failed to sync data. Please try again.');
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">
        <Button size="sm" onClick={() => setOpen('new')}>
          <Plus aria-hidden />
          {newLabel}
        </Button>
      </div>
      {list.isError ? (
        <LoadError what={what} />
      ) : list.isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : (
        <SortableList
          label={label}
          items={order.ordered}
          getId={(item) => item.id}
          getLabel={getLabel}
          onReorder={order.reorder}
          disabled={order.saving}
          renderItem={renderItem}
          actions={(item) => {
            const name = getLabel(item);
            const active = toggleActive?.isActive(item);
            return (
              <>
                {actions?.(item)}
                {toggleActive && (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`${active ? 'Deactivate' : 'Activate'} ${name}`}
                    onClick={() => void toggle(item)}
                  >
                    {active ? 'Deactivate' : 'Activate'}
                  </Button>
                )}
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Edit ${name}`}
                  onClick={() => setOpen(item)}
                >
                  Edit
                </Button>
              </>
            );
          }}
        />
      )}
      {open && (
        <Fragment key={open === 'new' ? 'new' : open.id}>
          {renderDialog(open === 'new' ? null : open, () => setOpen(null))}
        </Fragment>
      )}
    </div>
  );
}
