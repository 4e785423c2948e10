import { RefreshCw, Wifi, WifiOff } from 'lucide-react';
import type { ConnectionQuality } from '@shared/rules/realtime';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const qualityLabel: Record<ConnectionQuality, string> = {
  disconnected: 'Disconnected',
  poor: 'Poor',
  good: 'Good',
  excellent: 'Excellent',
};

const dotClass: Record<ConnectionQuality, string> = {
  disconnected: 'bg-destructive',
  poor: 'bg-warning',
  good: 'bg-success',
  excellent: 'bg-success',
};

export interface ConnectionIndicatorProps {
  quality: ConnectionQuality;
  status: 'connecting' | 'connected' | 'disconnected';
  /** Offered once the retries have run out. */
  onReconnect?: () => void;
  className?: string;
}

/** The admin's live-updates indicator: connection quality of SPEC.md section 4, and a way back. */
export function ConnectionIndicator({
  quality,
  status,
  onReconnect,
  className,
}: ConnectionIndicatorProps) {
  const Icon = status === 'connected' ? Wifi : WifiOff;
  const text =
    status === 'connecting' && quality !== 'poor' ? 'Connecting…' : qualityLabel[quality];
  return (
    <div
      data-slot="connection-indicator"
      data-quality={quality}
      className={cn('flex items-center gap-2 text-sm', className)}
    >
      <span role="status" className="inline-flex items-center gap-2">
        <span className={cn('size-2.5 rounded-full', dotClass[quality])} aria-hidden />
        <Icon className="size-4 text-muted-foreground" aria-hidden />
        <span>
          <span className="sr-only">Live updates: </span>
          {text}
        </span>
      </span>
      {status === 'disconnected' && onReconnect && (
        <Button variant="ghost" size="sm" onClick={onReconnect}>
          <RefreshCw aria-hidden />
          Reconnect
        </Button>
      )}
    </div>
  );
}
