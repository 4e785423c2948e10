import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiRequestError } from '@/lib/api-client';

/**
 * A file input and an Upload button. The server checks the type (by content) and size; its 413 or
 * 415 message shows under the input.
 */
export function FileUpload({
  id,
  label,
  accept = 'image/png,image/jpeg,image/webp,image/svg+xml',
  hint,
  onUpload,
}: {
  id: string;
  label: string;
  accept?: string;
  hint?: string;
  /** Resolves when stored; rejects with the server's error. */
  onUpload: (file: File) => Promise<unknown>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function upload() {
    if (!file) {
      setError('Choose a file first.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onUpload(file);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (failure) {
      setError(
        isApiRequestError(failure)
          ? failure.status === 413
            ? `The file is too large. ${failure.message}`
            : failure.message
          : failure instanceof Error
            ? failure.message
            : 'The upload failed. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          className="h-auto max-w-sm py-2"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setError(null);
          }}
        />
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void upload()}>
          <Upload aria-hidden />
          {busy ? 'Uploading…' : 'Upload'}
        </Button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
