import { useAccount } from '../api/account';

/**
 * The signed-in client's contact, for public pages that offer to send something ('send me the
 * guide'); undefined for visitors (no token), while it loads, or when the session is no longer valid.
 */
export function useSignedInContact(
  token: string | null,
): { whatsapp: string | null; email: string | null } | undefined {
  const account = useAccount(token);
  return account.data ? { whatsapp: account.data.whatsapp, email: account.data.email } : undefined;
}
