import { Navigate } from 'react-router';
import { SignInLayout, signInCopy } from '@/components/layout/sign-in-layout';
import { paths } from '@/config/paths';
import { AdminLoginForm } from '@/features/admin-auth/components/admin-login-form';
import { readLiveAdminSession } from '@/features/admin-auth/session-storage';
import { usePageTitle } from '@/lib/use-page-title';

export default function AdminLoginRoute() {
  usePageTitle('Admin Login');
  // Already signed in: the dashboard (its guard confirms the session with the server).
  if (readLiveAdminSession()) return <Navigate to={paths.admin.dashboard.getHref()} replace />;
  return (
    <SignInLayout {...signInCopy.admin}>
      <AdminLoginForm />
    </SignInLayout>
  );
}
