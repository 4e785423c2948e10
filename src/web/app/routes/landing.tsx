import { Link } from 'react-router';
import { LayoutDashboard, PlayCircle, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SystemHealthLine } from '@/features/system-health/components/system-health-line';
import { siteName, usePageTitle } from '@/lib/use-page-title';

/** The landing page (/, /home). Kept light: it is the first thing most visitors load. */
export default function LandingRoute() {
  usePageTitle();
  return (
    <main
      id="hero"
      className="relative isolate flex min-h-dvh items-center overflow-hidden bg-gradient-to-b from-navy-950 via-navy-900 to-brand-900/40"
    >
      <div
        aria-hidden
        className="absolute -top-40 left-1/2 -z-10 size-[40rem] -translate-x-1/2 rounded-full bg-brand-500/20 blur-3xl"
      />
      <div className="mx-auto flex w-full max-w-4xl flex-col items-center gap-8 px-4 py-16 text-center">
        <span className="inline-flex items-center gap-2 rounded-full border border-brand-400/40 bg-brand-400/10 px-4 py-1 text-sm font-medium text-brand-200">
          <PlayCircle className="size-4" aria-hidden />
          South Africa&apos;s streaming specialists
        </span>
        <h1 className="text-5xl font-extrabold tracking-tight text-balance sm:text-6xl">
          {siteName}
        </h1>
        <p className="max-w-2xl text-lg text-balance text-muted-foreground sm:text-xl">
          Thousands of live channels, movies and sport in HD, set up in under 10 minutes. Local
          support 9am-8pm, 7 days a week.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.client.login.getHref()}>
              <UserRound aria-hidden />
              Client Portal
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.admin.login.getHref()}>
              <LayoutDashboard aria-hidden />
              Admin Login
            </Link>
          </Button>
        </div>
        <SystemHealthLine className="text-sm text-muted-foreground" />
      </div>
    </main>
  );
}
