import { useState } from 'react';
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
 * The state of a content editor's form, of any shape (texts, flags, lists): field errors from the
 * shared zod schema before saving, or from the server's 400 `fields` after; a form-level error.
 * A failed save keeps the values, so nothing typed is lost.
 */
export function useContentForm<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function set<K extends keyof V>(name: K, value: V[K]) {
    setValues((prev) => ({ ...prev, [name]: value }));
  }

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

  /** Shows an error the form found itself (e.g. JSON that does not parse). */
  function fail(
    fields: Record<string, string>,
    message = 'Please correct the highlighted fields.',
  ) {
    setErrors(fields);
    setFormError(message);
  }

  return { values, set, setValues, errors, formError, saving, submit, fail };
}
