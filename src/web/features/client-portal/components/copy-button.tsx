import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** Copies a value to the clipboard and says so. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success('Copied', `${label} copied to the clipboard.`);
    } catch {
      toast.error('Copy Failed', 'Please select the text and copy it by hand.');
    }
  }
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => void copy()}
      aria-label={`Copy ${label}`}
    >
      <Copy aria-hidden />
      Copy
    </Button>
  );
}
