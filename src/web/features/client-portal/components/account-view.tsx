import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { KeyRound, LogOut } from 'lucide-react';
import { updateAccountSchema, type Account } from '@shared/contracts/client-portal';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { isApiRequestError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { signOutEverywhere, useAccount, useUpdateAccount } from '../api/account';

function ContactForm({ token, account }: { token: string; account: Account }) {
  const update = useUpdateAccount(token);
  const [values, setValues] = useState({
    email: account.email ?? '',
    whatsapp: account.whatsapp ?? '',
    preferredChannel: account.preferredChannel as string,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateAccountSchema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const { account: saved } = await update.mutateAsync(parsed.data);
      setValues({
        email: saved.email ?? '',
        whatsapp: saved.whatsapp ?? '',
        preferredChannel: saved.preferredChannel,
      });
      toast.success('Details Saved', 'Your contact details were updated.');
    } catch (error) {
      if (isApiRequestError(error) && error.fields) setErrors(error.fields);
      toast.error(
        'Details Not Saved',
        isApiRequestError(error) ? error.message : 'Please try again.',
      );
    }
  }

  const field = (name: 'email' | 'whatsapp', label: string, extra: object) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`account-${name}`}>{label}</Label>
      <Input
        id={`account-${name}`}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `account-${name}-error` : undefined}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        {...extra}
      />
      {errors[name] && (
        <p id={`account-${name}-error`} className="text-sm text-destructive">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form className="flex flex-col gap-4 sm:max-w-md" onSubmit={(e) => void onSubmit(e)} noValidate>
      {field('email', 'Email address', { type: 'email', autoComplete: 'email' })}
      {field('whatsapp', 'WhatsApp number', {
        type: 'tel',
        placeholder: '+27XXXXXXXXX',
        autoComplete: 'tel',
      })}
      <div className="flex flex-col gap-2">
        <Label htmlFor="account-channel">Preferred channel</Label>
        <select
          id="account-channel"
          className={fieldClasses}
          value={values.preferredChannel}
          onChange={(e) => setValues((v) => ({ ...v, preferredChannel: e.target.value }))}
        >
          <option value="whatsapp">WhatsApp</option>
          <option value="email">Email</option>
        </select>
        {errors.preferredChannel && (
          <p className="text-sm text-destructive">{errors.preferredChannel}</p>
        )}
      </div>
      <Button type="submit" disabled={update.isPending}>
        Save details
      </Button>
    </form>
  );
}

/** Contact details, password change, sign out everywhere (`onSignedOut` then leaves for the login). */
export function AccountView({ token, onSignedOut }: { token: string; onSignedOut: () => void }) {
  const account = useAccount(token);
  const [ending, setEnding] = useState(false);
  useEffect(() => {
    if (account.isError) toast.error('Sync Error', 'Failed to sync data. Please try again.');
  }, [account.isError]);

  async function endEverywhere() {
    setEnding(true);
    try {
      await signOutEverywhere(token);
      onSignedOut();
    } catch {
      toast.error('Sign Out Failed', 'Please try again.');
      setEnding(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Contact details</CardTitle>
          <CardDescription>
            How we reach you about payments, tickets and your subscription.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {account.data ? (
            <ContactForm token={token} account={account.data} />
          ) : (
            <p role="status">Loading…</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Security</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          <Link
            to={paths.client.passwordReset.getHref()}
            className={buttonVariants({ variant: 'outline' })}
          >
            <KeyRound aria-hidden />
            Change password
          </Link>
          <Button
            type="button"
            variant="destructive"
            disabled={ending}
            onClick={() => void endEverywhere()}
          >
            <LogOut aria-hidden />
            Sign out everywhere
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
