import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { moveItem } from '@/lib/reorder';

/**
 * An ordered list of content rows (packages, banners, sections ...): reordered by dragging a row
 * or with its Move up / Move down buttons (keyboard accessible); each move reports the new order of
 * ids. `actions` renders a row's buttons (Edit ...).
 */
export function SortableList<T>({
  label,
  items,
  getId,
  getLabel,
  renderItem,
  actions,
  onReorder,
  disabled = false,
  emptyText,
}: {
  label: string;
  items: readonly T[];
  getId: (item: T) => string;
  getLabel: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  actions?: (item: T) => ReactNode;
  onReorder?: (ids: string[]) => void;
  disabled?: boolean;
  emptyText?: string;
}) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  function move(from: number, to: number) {
    if (!onReorder || from === to || to < 0 || to >= items.length) return;
    const next = moveItem(items, from, to);
    onReorder(next.map(getId));
    setAnnouncement(`${getLabel(items[from]!)} moved to position ${to + 1} of ${items.length}.`);
  }

  if (items.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {emptyText ?? `No ${label.toLowerCase()} yet.`}
      </p>
    );
  }

  return (
    <>
      <ol aria-label={label} className="flex flex-col gap-2">
        {items.map((item, index) => {
          const name = getLabel(item);
          return (
            <li
              key={getId(item)}
              data-row-id={getId(item)}
              draggable={Boolean(onReorder) && !disabled}
              onDragStart={(e) => {
                setDragging(index);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(index));
              }}
              onDragOver={(e) => {
                if (dragging === null) return;
                e.preventDefault();
                setOver(index);
              }}
              onDragLeave={() => setOver((o) => (o === index ? null : o))}
              onDrop={(e) => {
                e.preventDefault();
                if (dragging !== null) move(dragging, index);
                setDragging(null);
                setOver(null);
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              className={cn(
                'flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card p-3',
                over === index && dragging !== index && 'border-primary ring-2 ring-primary/40',
                dragging === index && 'opacity-60',
              )}
            >
              {onReorder && (
                <div className="flex items-center gap-1">
                  <GripVertical className="size-4 cursor-grab text-muted-foreground" aria-hidden />
                  <Button
                    variant="ghost"
                    size="sm"
                    className="px-2"
                    aria-label={`Move ${name} up`}
                    disabled={disabled || index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="px-2"
                    aria-label={`Move ${name} down`}
                    disabled={disabled || index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                </div>
              )}
              <div className="min-w-0 flex-1">{renderItem(item)}</div>
              {actions && <div className="flex flex-wrap gap-2">{actions(item)}</div>}
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
