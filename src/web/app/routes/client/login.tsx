import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ClientLoginForm } from '@/features/client-auth/components/client-login-form';
import { usePageTitle } from '@/lib/use-page-title';

export default function ClientLoginRoute() {
  usePageTitle('Client Login');
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Client Login</h1>
      <Card>
        <CardHeader>
          <CardDescription>Sign in to your client portal with your username.</CardDescription>
        </CardHeader>
        <CardContent>
          <ClientLoginForm />
        </CardContent>
      </Card>
    </main>
  );
}
