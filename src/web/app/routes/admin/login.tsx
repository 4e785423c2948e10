import { Navigate } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AdminLoginForm } from '@/features/admin-auth/components/admin-login-form';
import { readLiveAdminSession } from '@/features/admin-auth/session-storage';
import { usePageTitle } from '@/lib/use-page-title';

export default function AdminLoginRoute() {
  usePageTitle('Admin Login');
  // Already signed in: the dashboard (its guard confirms the session with the server).
  if (readLiveAdminSession()) return <Navigate to={paths.admin.dashboard.getHref()} replace />;
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Admin Login</h1>
      <Card>
        <CardHeader>
          <CardDescription>Business dashboard for staff. Sign in with your email.</CardDescription>
        </CardHeader>
        <CardContent>
          <AdminLoginForm />
        </CardContent>
      </Card>
    </main>
  );
}
