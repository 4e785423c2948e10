import { Copy, Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type { ClientDetailsResponse } from '@shared/contracts/admin-operations';
import { Button } from '@/components/ui/button';
import { useAdminToken } from '@/lib/admin-token';
import { toast } from '@/lib/toast';
import { revealStreamingLogin } from '../api/reveal-streaming-login';

const mask = '••••••••';

/**
 * The client's streaming login on their page: the password masked until the admin reveals or
 * copies it. The first reveal or copy asks the server (one audit entry); the answer is kept while
 * the page is open, so hiding and showing again asks nothing more.
 */
export function ClientStreamingLogin({
  clientId,
  login,
}: {
  clientId: string;
  login: ClientDetailsResponse['streamingLogin'];
}) {
  const token = useAdminToken();
  const [password, setPassword] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [loading, setLoading] = useState(false);

  if (!login) return <p className="text-sm text-muted-foreground">No streaming login on file.</p>;

  async function fetchPassword(): Promise<string | null> {
    if (password !== null) return password;
    setLoading(true);
    try {
      const revealed = await revealStreamingLogin(token, clientId);
      setPassword(revealed.password);
      return revealed.password;
    } catch {
      toast.error('Could Not Show Password', 'Please try again.');
      return null;
    } finally {
      setLoading(false);
    }
  }

  async function reveal() {
    if (shown) {
      setShown(false);
      return;
    }
    if ((await fetchPassword()) !== null) setShown(true);
  }

  async function copy() {
    const value = await fetchPassword();
    if (value === null) return;
    try {
      await navigator.clipboard.writeText(value);
      toast.success('Copied', 'The streaming password is on the clipboard.');
    } catch {
      toast.error('Copy Failed', 'Reveal the password and copy it by hand.');
    }
  }

  return (
    <dl className="grid grid-cols-[max-content_1fr] items-center gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">Server</dt>
      <dd className="min-w-0 break-words">{login.serverUrl ?? '—'}</dd>
      <dt className="text-muted-foreground">Username</dt>
      <dd className="min-w-0 break-words">{login.username ?? '—'}</dd>
      <dt className="text-muted-foreground">Password</dt>
      <dd className="flex min-w-0 flex-wrap items-center gap-2">
        {login.hasPassword ? (
          <>
            <code data-testid="streaming-password" className="break-all">
              {shown && password !== null ? password : mask}
            </code>
            <Button
              variant="outline"
              size="sm"
              disabled={loading}
              onClick={() => void reveal()}
              aria-label={shown ? 'Hide password' : 'Reveal password'}
            >
              {shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
              {shown ? 'Hide' : 'Reveal'}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={loading}
              onClick={() => void copy()}
              aria-label="Copy password"
            >
              <Copy aria-hidden />
              Copy
            </Button>
          </>
        ) : (
          'None on file'
        )}
      </dd>
    </dl>
  );
}
