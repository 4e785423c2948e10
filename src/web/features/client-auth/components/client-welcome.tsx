import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useClientSession } from './client-session-context';

/** 'Welcome back, {name}' and Sign out, at the top of the client portal. */
export function ClientWelcome() {
  const { client, signOut } = useClientSession();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-4 px-4 pt-6">
      <p className="text-lg font-medium">Welcome back, {client.name}</p>
      <Button variant="outline" size="sm" onClick={signOut}>
        <LogOut aria-hidden />
        Sign out
      </Button>
    </div>
  );
}
