import { createContext, useContext } from 'react';
import type { ClientSessionResponse } from '@shared/contracts/auth';

export interface ClientSessionValue {
  client: ClientSessionResponse['client'];
  token: string;
  mustChangePassword: boolean;
  /** Revokes the session on the server, clears the browser's copy and goes to the client login. */
  signOut: () => void;
}

export const ClientSessionContext = createContext<ClientSessionValue | null>(null);

/** The signed-in client, inside ClientGuard. */
export function useClientSession(): ClientSessionValue {
  const value = useContext(ClientSessionContext);
  if (!value) throw new Error('useClientSession must be used inside ClientGuard');
  return value;
}
