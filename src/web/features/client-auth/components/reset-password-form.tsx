import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { minClientPasswordLength, passwordResetConfirmSchema } from '@shared/contracts/auth';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiRequestError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { clearClientSession } from '../session-storage';
import { Field, fieldErrors } from './field';

/** Opened from a reset link (no session needed): a new password and its confirmation. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [unusable, setUnusable] = useState<string | null>(null);
  const confirm = useConfirmPasswordReset();
  const navigate = useNavigate();

  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = passwordResetConfirmSchema.safeParse({ token, ...values });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await confirm.mutateAsync(parsed.data);
    } catch (error) {
      if (isApiRequestError(error) && error.code === 'reset_link_unusable') {
        setUnusable(error.message);
        toast.error('Reset Link Unusable', error.message);
      } else if (isApiRequestError(error) && error.kind === 'network') {
        toast.error('Network Error', 'Please check your connection and try again.');
      } else if (isApiRequestError(error) && error.fields) {
        setErrors(error.fields);
      } else {
        toast.error('Password Not Changed', 'An unexpected error occurred. Please try again.');
      }
      return;
    }
    // Every session of this client has ended on the server; this tab's copy goes too.
    clearClientSession();
    toast.success('Password Updated', 'Sign in with your new password.');
    void navigate(paths.client.login.getHref(), { replace: true });
  }

  if (unusable) {
    return (
      <div className="flex max-w-md flex-col gap-4" role="alert">
        <p>{unusable}</p>
        <Button asChild variant="outline" className="w-fit">
          <Link to={paths.client.login.getHref()}>Back to login</Link>
        </Button>
      </div>
    );
  }

  return (
    <form
      className="flex max-w-md flex-col gap-5"
      onSubmit={onSubmit}
      noValidate
      aria-label="Choose a new password"
    >
      <Field
        id="reset-new-password"
        label={`New password (at least ${minClientPasswordLength} characters)`}
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={set('newPassword')}
        error={errors.newPassword}
      />
      <Field
        id="reset-confirm-password"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword ?? errors.token}
      />
      <Button type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
