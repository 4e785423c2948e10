import type { Subscription } from '@shared/contracts/client-portal';
import { subscriptionWarningDays } from '@shared/contracts/client-portal';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';

export type ExpiryTone = 'ok' | 'warning' | 'danger';

/** Amber from 7 days left, red from 3 (and once expired). */
export function expiryTone(daysLeft: number | null): ExpiryTone {
  if (daysLeft === null) return 'ok';
  if (daysLeft <= subscriptionWarningDays.danger) return 'danger';
  if (daysLeft <= subscriptionWarningDays.warning) return 'warning';
  return 'ok';
}

const toneClasses: Record<ExpiryTone, string> = {
  ok: 'border-border',
  warning: 'border-amber-500 bg-amber-50 dark:bg-amber-950/30',
  danger: 'border-red-600 bg-red-50 dark:bg-red-950/30',
};

const toneText: Record<ExpiryTone, string> = {
  ok: 'text-foreground',
  warning: 'text-amber-700 dark:text-amber-300',
  danger: 'text-red-700 dark:text-red-300',
};

function daysLeftText(daysLeft: number | null): string {
  if (daysLeft === null) return 'No expiry date on file';
  if (daysLeft < 0) return 'Expired';
  if (daysLeft === 0) return 'Expires today';
  return `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`;
}

const statusLabel = { active: 'Active', suspended: 'Suspended', expired: 'Expired' } as const;

/** Package, status, dates, days left (warning colours at 7 and 3 days) and connections. */
export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const tone = expiryTone(subscription.daysLeft);
  return (
    <Card
      data-testid="subscription-card"
      data-tone={tone}
      className={cn('border-2', toneClasses[tone])}
    >
      <CardHeader>
        <CardTitle>Your subscription</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-2xl font-bold">{subscription.packageName ?? 'No package'}</span>
          <Badge variant={subscription.status === 'active' ? 'default' : 'destructive'}>
            {statusLabel[subscription.status]}
          </Badge>
        </div>
        <p className={cn('text-lg font-semibold', toneText[tone])}>
          {daysLeftText(subscription.daysLeft)}
        </p>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Started</dt>
            <dd>{subscription.startedAt ? formatDate(subscription.startedAt) : '-'}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Expires</dt>
            <dd>{subscription.expiresAt ? formatDate(subscription.expiresAt) : '-'}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Maximum connections</dt>
            <dd>{subscription.maxConnections}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
