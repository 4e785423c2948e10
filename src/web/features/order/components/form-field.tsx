import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export const fieldClass =
  'h-12 w-full min-w-0 rounded-lg border border-input bg-input-background px-3 text-base text-foreground placeholder:text-muted-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none aria-invalid:border-destructive';

/** The props a control needs to be labelled by its field and described by its error or hint. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled control with its hint and its error under it, announced with the control. */
export function FormField({
  label,
  required = false,
  error,
  hint,
  children,
}: {
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required && (
          <span aria-hidden className="text-red-400">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled text input: the form's value and change handler, and the input's own attributes. */
export function InputField({
  label,
  required = false,
  error,
  value,
  onChange,
  ...input
}: {
  label: string;
  required?: boolean;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'placeholder'>) {
  return (
    <FormField label={label} required={required} error={error}>
      {(control) => (
        <input
          {...control}
          {...input}
          className={fieldClass}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

/** The first message per field of a zod error or of the server's `fields`. */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The errors without one field's message. */
export function withoutKey(errors: Record<string, string>, key: string): Record<string, string> {
  if (!(key in errors)) return errors;
  const { [key]: _removed, ...rest } = errors;
  return rest;
}
