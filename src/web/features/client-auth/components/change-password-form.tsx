import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { changePasswordRequestSchema, minClientPasswordLength } from '@shared/contracts/auth';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiRequestError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { clientSessionQueryKey } from '../api/get-session';
import { useClientSession } from './client-session-context';
import { Field, fieldErrors } from './field';

/** The signed-in client's change-password screen (also where a temporary password leads). */
export function ChangePasswordForm() {
  const { token, mustChangePassword } = useClientSession();
  const [values, setValues] = useState({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangePassword();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = changePasswordRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await change.mutateAsync({ token, body: parsed.data });
    } catch (error) {
      if (isApiRequestError(error) && error.fields) {
        setErrors(error.fields);
        toast.error('Password Not Changed', error.message);
      } else if (isApiRequestError(error) && error.kind === 'network') {
        toast.error('Network Error', 'Please check your connection and try again.');
      } else {
        toast.error('Password Not Changed', 'An unexpected error occurred. Please try again.');
      }
      return;
    }
    toast.success('Password Changed', 'Your other sessions have been signed out.');
    await queryClient.invalidateQueries({ queryKey: clientSessionQueryKey });
    void navigate(paths.client.portal.getHref(), { replace: true });
  }

  return (
    <form
      className="flex max-w-md flex-col gap-5"
      onSubmit={onSubmit}
      noValidate
      aria-label="Change password"
    >
      {mustChangePassword && (
        <p role="status" className="rounded-lg border border-border bg-card p-3 text-sm">
          You signed in with a temporary password. Choose a new one to continue.
        </p>
      )}
      <Field
        id="current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        error={errors.currentPassword}
      />
      <Field
        id="new-password"
        label={`New password (at least ${minClientPasswordLength} characters)`}
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={set('newPassword')}
        error={errors.newPassword}
      />
      <Field
        id="confirm-password"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
      />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Saving...' : 'Change password'}
      </Button>
    </form>
  );
}
