import { useId, useState } from 'react';
import { fieldErrorsOf, serverFieldErrors } from './field-errors';
import { toast } from './toast';

interface SafeParser<T> {
  safeParse: (
    data: unknown,
  ) =>
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * A dialog form's state: string values by the contract's field names, field errors from the shared
 * zod schema (client side) or from the server's 400 `fields`, and a form-level error. A failed save
 * keeps the values, so nothing typed is lost.
 */
export function useAdminForm<V extends Record<string, string>>(initial: V) {
  const prefix = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (name: keyof V & string, value: string) =>
    setValues((prev) => ({ ...prev, [name]: value }));

  const field = (name: keyof V & string) => ({
    id: `${prefix}-${name}`,
    value: values[name],
    onChange: (value: string) => set(name, value),
    error: errors[name],
  });

  /**
   * Validates `input` with `schema`; when valid, runs `save` with the parsed value. Returns the
   * saved result, or undefined when invalid or the save failed (the errors are shown).
   */
  async function submit<T, R>(
    schema: SafeParser<T>,
    input: unknown,
    save: (data: T) => Promise<R>,
  ): Promise<R | undefined> {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      setFormError('Please correct the highlighted fields.');
      return undefined;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      return await save(parsed.data);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFormError(error instanceof Error ? error.message : 'Failed to sync data.');
      toast.error('Sync Error', 'Failed to sync data. Please try again.');
      return undefined;
    } finally {
      setSaving(false);
    }
  }

  return { values, set, setValues, field, errors, formError, saving, submit };
}

/** '' becomes undefined (an optional field left empty). */
export function optional(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** '' becomes null (a nullable field cleared). */
export function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A rand amount typed as '199.50' in cents, or NaN (the schema then says it is not a number). */
export function randToCents(value: string): number {
  const cleaned = value.replace(/[\sR,]/g, '');
  if (cleaned === '') return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

/** An integer typed in a field, or NaN. */
export function toInt(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}
