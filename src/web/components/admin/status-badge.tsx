import { Badge } from '@/components/ui/badge';
import { humanize } from '@/components/form/fields';

const tone: Record<string, 'success' | 'warning' | 'destructive' | 'secondary' | 'outline'> = {
  active: 'success',
  confirmed: 'success',
  approved: 'success',
  completed: 'success',
  converted: 'success',
  sent: 'success',
  resolved: 'success',
  stable: 'success',
  closed: 'secondary',
  pending: 'warning',
  new: 'warning',
  open: 'warning',
  manual: 'warning',
  maintenance: 'warning',
  in_progress: 'warning',
  investigating: 'warning',
  identified: 'warning',
  monitoring: 'warning',
  awaiting_client: 'outline',
  contacted: 'outline',
  sending: 'outline',
  suspended: 'destructive',
  expired: 'destructive',
  rejected: 'destructive',
  failed: 'destructive',
  lost: 'destructive',
  down: 'destructive',
};

/** A status word as a coloured badge ('in_progress' reads 'In progress'). */
export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={tone[status] ?? 'outline'}>{humanize(status)}</Badge>;
}
