import { TextAreaField } from '@/components/form/fields';
import { Markdown } from './markdown';

/**
 * A Markdown textarea with its live preview beside it, rendered exactly as the public pages render
 * it (sanitised: raw HTML such as a `<script>` shows as text).
 */
export function MarkdownEditor({
  id,
  label,
  value,
  onChange,
  error,
  rows = 14,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  rows?: number;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TextAreaField
        id={id}
        label={label}
        rows={rows}
        value={value}
        onChange={onChange}
        error={error}
        hint="Markdown: ## headings, **bold**, lists, [links](/setup-guide). HTML is shown as text."
        className="font-mono"
      />
      <section
        aria-label={`${label} preview`}
        className="max-h-[32rem] overflow-auto rounded-lg border border-border bg-card p-4"
      >
        <p className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Preview
        </p>
        <Markdown source={value} />
      </section>
    </div>
  );
}
