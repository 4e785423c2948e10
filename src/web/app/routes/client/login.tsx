import { SignInLayout, signInCopy } from '@/components/layout/sign-in-layout';
import { ClientLoginForm } from '@/features/client-auth/components/client-login-form';
import { usePageTitle } from '@/lib/use-page-title';

export default function ClientLoginRoute() {
  usePageTitle('Client Login');
  return (
    <SignInLayout {...signInCopy.client}>
      <ClientLoginForm />
    </SignInLayout>
  );
}
