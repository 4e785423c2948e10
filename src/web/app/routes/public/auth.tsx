import { Building2, UserRound } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { paths } from '@/config/paths';
import { readLiveAdminSession } from '@/features/admin-auth/session-storage';
import { readRestorableClientSession } from '@/features/client-auth/session-storage';
import { usePageTitle } from '@/lib/use-page-title';

/** The two ways in; a visitor already signed in goes straight to their dashboard. */
export default function AuthRoute() {
  usePageTitle('Sign In');
  if (readLiveAdminSession()) return <Navigate to={paths.admin.dashboard.getHref()} replace />;
  if (readRestorableClientSession()) return <Navigate to={paths.client.portal.getHref()} replace />;
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Sign In</h1>
      <div className="grid gap-6 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <UserRound aria-hidden className="size-8 text-primary" />
            <CardTitle>Client Portal</CardTitle>
            <CardDescription>Your subscription, payments, downloads and support.</CardDescription>
          </CardHeader>
          <CardContent />
          <CardFooter>
            <Button asChild>
              <Link to={paths.client.login.getHref()}>Client Login</Link>
            </Button>
          </CardFooter>
        </Card>
        <Card>
          <CardHeader>
            <Building2 aria-hidden className="size-8 text-primary" />
            <CardTitle>Business Dashboard</CardTitle>
            <CardDescription>
              For staff: clients, payments, leads and live statistics.
            </CardDescription>
          </CardHeader>
          <CardContent />
          <CardFooter>
            <Button asChild>
              <Link to={paths.admin.login.getHref()}>Admin Login</Link>
            </Button>
          </CardFooter>
        </Card>
      </div>
    </main>
  );
}
