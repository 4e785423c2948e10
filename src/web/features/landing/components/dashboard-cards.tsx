import { Link } from 'react-router';
import { ChevronRight, LayoutDashboard, UserRound } from 'lucide-react';
import { paths } from '@/config/paths';

const cards = [
  {
    title: 'Business Dashboard',
    text: 'Staff sign-in: clients, payments, orders and live statistics.',
    to: paths.admin.login.getHref(),
    Icon: LayoutDashboard,
  },
  {
    title: 'Client Dashboard',
    text: 'Your subscription, payments, downloads and support.',
    to: paths.client.login.getHref(),
    Icon: UserRound,
  },
] as const;

/** The two navigation cards under the hero (SPEC.md section 2). */
export function DashboardCards() {
  return (
    <nav aria-label="Dashboards" className="mx-auto grid max-w-6xl gap-4 px-4 sm:grid-cols-2">
      {cards.map(({ title, text, to, Icon }) => (
        <Link
          key={title}
          to={to}
          className="group flex items-center gap-4 rounded-xl border border-border bg-card p-5 transition-colors hover:border-brand-400/60 hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
        >
          <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-400/15 text-brand-300">
            <Icon className="size-6" aria-hidden />
          </span>
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="font-semibold">{title}</span>
            <span className="text-sm text-muted-foreground">{text}</span>
          </span>
          <ChevronRight
            className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
            aria-hidden
          />
        </Link>
      ))}
    </nav>
  );
}
