import { createContext, createElement, useContext, type ReactNode } from 'react';

/**
 * The admin session token for the dashboard's features. The admin guard's route provides it, so
 * admin features read it here instead of importing the admin-auth feature (features stay apart).
 */
const AdminTokenContext = createContext<string | null>(null);

export function AdminTokenProvider({ token, children }: { token: string; children: ReactNode }) {
  return createElement(AdminTokenContext.Provider, { value: token }, children);
}

/** The admin session token; throws outside the admin area, where no admin screen should render. */
export function useAdminToken(): string {
  const token = useContext(AdminTokenContext);
  if (!token) throw new Error('useAdminToken needs an <AdminTokenProvider> (the admin area)');
  return token;
}
