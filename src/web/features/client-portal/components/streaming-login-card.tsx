import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import type { DashboardResponse, StreamingLoginResponse } from '@shared/contracts/client-portal';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { revealStreamingLogin } from '../api/get-dashboard';
import { CopyButton } from './copy-button';

const mask = '••••••••';

function Row({ label, value, copy }: { label: string; value: string; copy?: string | null }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border/60 py-2 last:border-0">
      <div className="min-w-0">
        <dt className="text-sm text-muted-foreground">{label}</dt>
        <dd
          className="font-mono break-all"
          data-testid={`streaming-${label.toLowerCase().replace(/\s+/g, '-')}`}
        >
          {value}
        </dd>
      </div>
      {copy ? <CopyButton value={copy} label={label} /> : null}
    </div>
  );
}

/** The streaming login: the password stays masked until revealed (each reveal is audited). */
export function StreamingLoginCard({
  token,
  login,
}: {
  token: string;
  login: DashboardResponse['streamingLogin'];
}) {
  const [revealed, setRevealed] = useState<StreamingLoginResponse | null>(null);
  const [loading, setLoading] = useState(false);

  async function reveal() {
    setLoading(true);
    try {
      setRevealed(await revealStreamingLogin(token));
    } catch {
      toast.error('Could Not Show Password', 'Please try again.');
    } finally {
      setLoading(false);
    }
  }

  if (!login.serverUrl || !login.username) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Streaming login</CardTitle>
          <CardDescription>
            Your login details are sent as soon as your payment is confirmed.
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Streaming login</CardTitle>
        <CardDescription>Use these in your player app.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl>
          <Row label="Server URL" value={login.serverUrl} copy={login.serverUrl} />
          <Row label="Username" value={login.username} copy={login.username} />
          <Row
            label="Password"
            value={revealed ? revealed.password : mask}
            copy={revealed?.password ?? null}
          />
          {revealed && <Row label="M3U link" value={revealed.m3uUrl} copy={revealed.m3uUrl} />}
        </dl>
        {login.hasPassword && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="mt-3"
            disabled={loading}
            onClick={() => (revealed ? setRevealed(null) : void reveal())}
          >
            {revealed ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {revealed ? 'Hide password' : 'Reveal password'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
