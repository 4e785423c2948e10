import { Link } from 'react-router';
import { CreditCard, Film, LifeBuoy, TrendingUp } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { useDashboard } from '../api/get-dashboard';
import { StreamingLoginCard } from './streaming-login-card';
import { SubscriptionCard } from './subscription-card';

const quickActions = [
  { text: 'Pay or renew', to: paths.client.paymentHistory.getHref(), icon: CreditCard },
  { text: 'Request an upgrade', to: `${paths.client.portal.getHref()}#upgrade`, icon: TrendingUp },
  { text: 'Open a ticket', to: `${paths.client.portal.getHref()}#support`, icon: LifeBuoy },
  { text: 'Request content', to: `${paths.client.portal.getHref()}#content`, icon: Film },
];

/** The top of the client portal: subscription, streaming login, quick actions, notices. */
export function PortalDashboard({ token }: { token: string }) {
  const dashboard = useDashboard(token);
  if (dashboard.isPending) return <p role="status">Loading your subscription…</p>;
  if (dashboard.isError) {
    return (
      <p role="alert" className="text-destructive">
        We could not load your subscription. Please try again.
      </p>
    );
  }
  const { subscription, streamingLogin, notices } = dashboard.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <SubscriptionCard subscription={subscription} />
        <StreamingLoginCard token={token} login={streamingLogin} />
      </div>
      <nav aria-label="Quick actions" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {quickActions.map(({ text, to, icon: Icon }) => (
          <Link
            key={text}
            to={to}
            onClick={() => {
              const id = to.split('#')[1];
              if (id) document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' });
            }}
            className={buttonVariants({ variant: 'outline', className: 'h-auto py-3' })}
          >
            <Icon aria-hidden />
            {text}
          </Link>
        ))}
      </nav>
      {notices.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Notices</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-4">
              {notices.map((n) => (
                <li key={n.id}>
                  <p className="font-semibold">{n.title}</p>
                  {n.publishedAt && (
                    <p className="text-xs text-muted-foreground">{formatDate(n.publishedAt)}</p>
                  )}
                  <p className="text-sm">{n.body}</p>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
