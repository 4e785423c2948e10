import { useSearchParams } from 'react-router';
import { ChangePasswordForm } from '@/features/client-auth/components/change-password-form';
import { ClientGuard } from '@/features/client-auth/components/client-guard';
import { ResetPasswordForm } from '@/features/client-auth/components/reset-password-form';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * With `?token=` (from a reset link): open to anyone, sets a new password. Without: the signed-in
 * client's change-password screen, behind the client guard.
 */
export default function ClientPasswordResetRoute() {
  usePageTitle('Client Password Reset');
  const [params] = useSearchParams();
  const token = params.get('token');
  const heading = <h1 className="text-3xl font-bold tracking-tight">Client Password Reset</h1>;
  if (token) {
    return (
      <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10">
        {heading}
        <p className="text-muted-foreground">Choose a new password for your client portal.</p>
        <ResetPasswordForm token={token} />
      </main>
    );
  }
  return (
    <ClientGuard skeleton="form">
      <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10">
        {heading}
        <p className="text-muted-foreground">Change the password you sign in with.</p>
        <ChangePasswordForm />
      </main>
    </ClientGuard>
  );
}
