/**
 * The admin session in localStorage, under the spec's keys (SPEC.md section 3). The expiry is the
 * server's (ISO time); the server extends it on use and the browser copies the new value.
 */
export const adminSessionKeys = {
  email: 'admin_email',
  token: 'admin_session_token',
  expiry: 'admin_session_expiry',
  /** An entry older versions wrote; cleared on logout. */
  legacy: 'adminSession',
} as const;

export interface StoredAdminSession {
  email: string;
  token: string;
  expiresAt: Date;
}

export function readAdminSession(): StoredAdminSession | null {
  const email = localStorage.getItem(adminSessionKeys.email);
  const token = localStorage.getItem(adminSessionKeys.token);
  const expiry = localStorage.getItem(adminSessionKeys.expiry);
  if (!email || !token || !expiry) return null;
  const expiresAt = new Date(expiry);
  if (Number.isNaN(expiresAt.getTime())) return null;
  return { email, token, expiresAt };
}

export function storeAdminSession(session: { email: string; token: string; expiresAt: string }) {
  localStorage.setItem(adminSessionKeys.email, session.email);
  localStorage.setItem(adminSessionKeys.token, session.token);
  localStorage.setItem(adminSessionKeys.expiry, session.expiresAt);
}

export function updateAdminSessionExpiry(expiresAt: string): void {
  if (Number.isNaN(new Date(expiresAt).getTime())) return;
  if (localStorage.getItem(adminSessionKeys.token)) {
    localStorage.setItem(adminSessionKeys.expiry, expiresAt);
  }
}

export function clearAdminSession(): void {
  for (const key of Object.values(adminSessionKeys)) localStorage.removeItem(key);
}

export function isAdminSessionLive(session: StoredAdminSession | null, now = Date.now()) {
  return session !== null && session.expiresAt.getTime() > now;
}

/** A stored admin session that has not expired yet, or null (the server still has the last word). */
export function readLiveAdminSession(now = Date.now()): StoredAdminSession | null {
  const session = readAdminSession();
  return isAdminSessionLive(session, now) ? session : null;
}
