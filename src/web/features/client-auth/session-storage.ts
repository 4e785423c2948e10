import type { SessionClient } from '@shared/contracts/auth';

/**
 * The client session in sessionStorage (SPEC.md section 3): it lives as long as the tab. On restore
 * it is accepted only if younger than 24 hours and flagged authenticated; the server then confirms
 * the client still exists and is active (ClientGuard).
 */
export const clientSessionKey = 'clientSession';
/** The client's own record as the login answered it (id, email, name). */
export const clientDataKey = 'clientData';
export const clientSessionMaxAgeMs = 24 * 60 * 60 * 1000;

export interface StoredClientSession {
  clientId: string;
  username: string;
  email: string | null;
  /** When the session was stored (ms since epoch). */
  timestamp: number;
  authenticated: boolean;
  sessionToken: string;
  expiresAt: string;
}

function parse(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function isStoredSession(value: unknown): value is StoredClientSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.clientId === 'string' &&
    typeof v.username === 'string' &&
    typeof v.timestamp === 'number' &&
    typeof v.sessionToken === 'string' &&
    typeof v.expiresAt === 'string'
  );
}

export function readClientSession(): StoredClientSession | null {
  const value = parse(sessionStorage.getItem(clientSessionKey));
  return isStoredSession(value) ? value : null;
}

export function storeClientSession(input: {
  client: SessionClient;
  username: string;
  sessionToken: string;
  expiresAt: string;
  now?: number;
}): StoredClientSession {
  const session: StoredClientSession = {
    clientId: input.client.id,
    username: input.username,
    email: input.client.email,
    timestamp: input.now ?? Date.now(),
    authenticated: true,
    sessionToken: input.sessionToken,
    expiresAt: input.expiresAt,
  };
  sessionStorage.setItem(clientSessionKey, JSON.stringify(session));
  sessionStorage.setItem(clientDataKey, JSON.stringify(input.client));
  return session;
}

/** Logout and a refused restore clear the credentials, the session and the client data. */
export function clearClientSession(): void {
  sessionStorage.removeItem(clientSessionKey);
  sessionStorage.removeItem(clientDataKey);
}

/** The local half of the restore rules: younger than 24 h, flagged authenticated, not expired. */
export function isRestorable(session: StoredClientSession | null, now = Date.now()): boolean {
  if (!session || session.authenticated !== true) return false;
  const age = now - session.timestamp;
  if (!(age >= 0 && age < clientSessionMaxAgeMs)) return false;
  const expires = new Date(session.expiresAt).getTime();
  return Number.isNaN(expires) || expires > now;
}

/** A stored session passing the local rules, or null (the caller clears storage). */
export function readRestorableClientSession(now = Date.now()): StoredClientSession | null {
  const session = readClientSession();
  return isRestorable(session, now) ? session : null;
}
