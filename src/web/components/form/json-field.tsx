import { TextAreaField } from './fields';

/** Why `text` is not JSON (the parser's message), or null when it is JSON or empty. */
export function jsonError(text: string): string | null {
  if (text.trim() === '') return null;
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    return `Not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * A JSON textarea (structured data) that shows a parse error as it is typed, before any save. The
 * form should refuse to save while `jsonError(value)` is not null.
 */
export function JsonField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  rows = 10,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  rows?: number;
}) {
  return (
    <TextAreaField
      id={id}
      label={label}
      rows={rows}
      value={value}
      onChange={onChange}
      error={jsonError(value) ?? error}
      hint={hint}
      className="font-mono"
    />
  );
}
