import type { ReactNode } from 'react';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

/**
 * Labelled form fields with their error under them (admin dialogs). Controlled: the value lives in
 * the form's state, so a failed save keeps what was typed.
 */

interface BaseProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Wrap({
  id,
  label,
  error,
  hint,
  className,
  children,
}: Pick<BaseProps, 'id' | 'label' | 'error' | 'hint' | 'className'> & { children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({
  type = 'text',
  placeholder,
  autoComplete,
  ...props
}: BaseProps & { type?: string; placeholder?: string; autoComplete?: string }) {
  const { id, value, onChange, error, hint, disabled } = props;
  return (
    <Wrap {...props}>
      <Input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
    </Wrap>
  );
}

export function TextAreaField({ rows = 4, ...props }: BaseProps & { rows?: number }) {
  const { id, value, onChange, error, hint, disabled } = props;
  return (
    <Wrap {...props}>
      <Textarea
        id={id}
        rows={rows}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
    </Wrap>
  );
}

export function SelectField({
  options,
  ...props
}: BaseProps & { options: readonly { value: string; label: string }[] }) {
  const { id, value, onChange, error, hint, disabled } = props;
  return (
    <Wrap {...props}>
      <select
        id={id}
        value={value}
        disabled={disabled}
        className={cn(fieldClasses, 'h-12')}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Wrap>
  );
}

/** A form-level error (a failed save), announced to screen readers. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-destructive/50 p-3 text-sm text-destructive"
    >
      {message}
    </p>
  );
}

/** `[{ value, label }]` from a list of values ('in_progress' shows as 'In progress'). */
export function optionsOf(values: readonly string[]) {
  return values.map((value) => ({ value, label: humanize(value) }));
}

export function humanize(value: string): string {
  const text = value.replace(/[_-]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
