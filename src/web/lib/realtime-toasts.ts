import type { RealtimeChangeMessage } from '@shared/contracts/realtime';
import { dataUpdatedToastMs } from '@shared/rules/realtime';
import type { ConnectionNotice } from './realtime-notices';
import { toast } from './toast';

/** The connection toasts of SPEC.md section 8 (shown only where a screen opts in, e.g. the admin). */
export function showConnectionNotice(notice: ConnectionNotice): void {
  if (notice === 'lost') {
    toast.error('Connection Lost', 'Attempting to reconnect...', { id: 'realtime-connection' });
  } else {
    toast.success('Connection Restored', 'Real-time updates are active', {
      id: 'realtime-connection',
    });
  }
}

/**
 * The admin dashboard's reaction to a change (SPEC.md section 8): a new system incident gets its own
 * notice; any other change a short 'Data Updated' (one at a time, so a burst shows one toast).
 */
export function showAdminChangeToast(change: Pick<RealtimeChangeMessage, 'table' | 'op'>): void {
  if (change.table === 'system_incidents' && change.op === 'INSERT') {
    toast.info('System Update', 'New system status update available');
    return;
  }
  toast.info('Data Updated', undefined, {
    duration: dataUpdatedToastMs,
    id: 'realtime-data-updated',
  });
}
