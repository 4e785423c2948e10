import { useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useRealtime } from '@/lib/use-realtime';

/**
 * Screens combining tables: a change to the key's table refreshes them besides the [table] keys
 * lib/realtime-protocol.ts invalidates (the dashboard shows notices; payments show proofs).
 */
const portalExtras: Record<string, QueryKey[]> = {
  notices: [['clients', 'portal', 'dashboard']],
  packages: [['clients', 'portal', 'dashboard']],
  payment_proofs: [['captured_payments', 'portal']],
  support_ticket_messages: [['support_tickets', 'portal']],
};

/** The client channel: only this client's own changes (and notices, packages, specials) arrive. */
export function useClientRealtime(token: string) {
  const queryClient = useQueryClient();
  return useRealtime({
    channel: 'client',
    getToken: () => token,
    onChange: (change) => {
      for (const queryKey of portalExtras[change.table] ?? []) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
