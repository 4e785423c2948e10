import { Copy, KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** A generated password, shown once (it is never stored in clear nor shown again). */
export function OneTimePassword({
  password,
  sentVia,
  username,
}: {
  password: string | null;
  sentVia: string | null;
  username?: string;
}) {
  if (!password) {
    return (
      <p role="status" className="rounded-lg border border-border p-3 text-sm">
        {sentVia
          ? `The password was sent to the client by ${sentVia === 'whatsapp' ? 'WhatsApp' : 'email'}.`
          : 'No password to show.'}
      </p>
    );
  }
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-lg border border-warning/60 bg-warning/10 p-3"
    >
      <p className="flex items-center gap-2 text-sm font-semibold">
        <KeyRound className="size-4" aria-hidden />
        One-time password{username ? ` for ${username}` : ''}: shown only now
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code data-testid="one-time-password" className="rounded bg-muted px-2 py-1 text-lg">
          {password}
        </code>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void navigator.clipboard?.writeText(password).then(
              () => toast.success('Copied', 'The password is on the clipboard.'),
              () => toast.error('Copy Failed', 'Select the password and copy it by hand.'),
            )
          }
        >
          <Copy aria-hidden />
          Copy
        </Button>
      </div>
    </div>
  );
}
