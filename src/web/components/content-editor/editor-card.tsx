import type { ReactNode } from 'react';
import { FormError } from '@/components/form/fields';
import { Button } from '@/components/ui/button';

/** An inline editor (settings, branding, footer, SEO ...): a titled form with its error and Save. */
export function EditorCard({
  title,
  description,
  onSubmit,
  saving,
  formError,
  children,
  saveLabel = 'Save',
}: {
  title: string;
  description?: string;
  onSubmit: () => void;
  saving: boolean;
  formError: string | null;
  children: ReactNode;
  saveLabel?: string;
}) {
  return (
    <form
      aria-label={title}
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">{title}</h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
      <FormError message={formError} />
      <Button type="submit" className="w-fit" disabled={saving}>
        {saving ? 'Saving…' : saveLabel}
      </Button>
    </form>
  );
}
