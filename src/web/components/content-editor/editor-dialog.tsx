import type { FormEvent, ReactNode } from 'react';
import { FormError } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** The dialog every content editor uses: a form, its error, Cancel and Save. */
export function EditorDialog({
  title,
  onClose,
  onSubmit,
  saving,
  formError,
  children,
  wide = false,
  saveLabel = 'Save',
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  saving: boolean;
  formError: string | null;
  children: ReactNode;
  wide?: boolean;
  saveLabel?: string;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className={
          wide ? 'max-h-[90vh] max-w-5xl overflow-y-auto' : 'max-h-[90vh] max-w-2xl overflow-y-auto'
        }
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {children}
          <FormError message={formError} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving…' : saveLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A list's failure to load. */
export function LoadError({ what }: { what: string }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-destructive/50 p-3 text-sm text-destructive"
    >
      The {what} could not be loaded. Please try again.
    </p>
  );
}
