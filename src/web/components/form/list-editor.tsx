import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { moveItem } from '@/lib/reorder';

/**
 * An editable list of short texts (a package's features, SEO keywords, dates): add, edit, remove
 * and move with buttons (keyboard accessible). `errors` are keyed by index ('0', '1', ...), as a
 * zod issue path under the list's field gives them.
 */
export function ListEditor({
  label,
  items,
  onChange,
  itemLabel = 'Item',
  type = 'text',
  error,
  errors = {},
  hint,
  addLabel,
}: {
  label: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  itemLabel?: string;
  type?: 'text' | 'date' | 'url';
  error?: string | undefined;
  errors?: Record<string, string>;
  hint?: string;
  addLabel?: string;
}) {
  const prefix = useId();
  const list = useRef<HTMLUListElement>(null);
  const focusItem = (index: number) =>
    requestAnimationFrame(() =>
      list.current?.querySelectorAll('input')[index]?.focus({ preventScroll: false }),
    );
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? `${prefix}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      <ul ref={list} className="flex flex-col gap-2">
        {items.map((item, index) => {
          const name = `${itemLabel} ${index + 1}`;
          const itemError = errors[String(index)];
          return (
            <li key={index} className="flex flex-col gap-1">
              <div className="flex items-center gap-1">
                <Input
                  aria-label={name}
                  type={type}
                  className="h-10"
                  value={item}
                  aria-invalid={itemError ? true : undefined}
                  onChange={(e) =>
                    onChange(items.map((v, i) => (i === index ? e.target.value : v)))
                  }
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-2"
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => {
                    onChange(moveItem(items, index, index - 1));
                    focusItem(index - 1);
                  }}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-2"
                  aria-label={`Move ${name} down`}
                  disabled={index === items.length - 1}
                  onClick={() => {
                    onChange(moveItem(items, index, index + 1));
                    focusItem(index + 1);
                  }}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-2"
                  aria-label={`Remove ${name}`}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
              {itemError && <p className="text-sm text-destructive">{itemError}</p>}
            </li>
          );
        })}
      </ul>
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => {
          onChange([...items, '']);
          focusItem(items.length);
        }}
      >
        <Plus aria-hidden />
        {addLabel ?? `Add ${itemLabel.toLowerCase()}`}
      </Button>
      {error && (
        <p id={`${prefix}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The errors of a list field's items ('features.2' -> { '2': ... }) out of a form's errors. */
export function itemErrors(errors: Record<string, string>, field: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(`${field}.`)) out[key.slice(field.length + 1).split('.')[0]!] ??= message;
  }
  return out;
}
