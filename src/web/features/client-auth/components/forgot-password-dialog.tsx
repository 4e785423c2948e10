import { useState, type FormEvent } from 'react';
import { passwordResetRequestSchema } from '@shared/contracts/auth';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { isApiRequestError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { Field } from './field';

/** 'Forgot password?': asks for a reset link by username or email. */
export function ForgotPasswordDialog() {
  const [open, setOpen] = useState(false);
  const [identifier, setIdentifier] = useState('');
  const [error, setError] = useState<string | undefined>();
  const request = useRequestPasswordReset();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = passwordResetRequestSchema.safeParse({ identifier });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      const answer = await request.mutateAsync(parsed.data);
      toast.success('Check Your Messages', answer.message);
      setOpen(false);
      setIdentifier('');
    } catch (err) {
      if (isApiRequestError(err) && err.kind === 'network') {
        toast.error('Network Error', 'Please check your connection and try again.');
      } else {
        toast.error('Request Failed', 'We could not send a reset link. Please try again.');
      }
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="link" className="w-fit self-center">
          Forgot password?
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset your password</DialogTitle>
          <DialogDescription>
            Enter your username or email. We send a link to the email and/or WhatsApp number on your
            account; it works once, for 30 minutes.
          </DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-5" onSubmit={onSubmit} noValidate>
          <Field
            id="reset-identifier"
            label="Username or email"
            autoComplete="username"
            value={identifier}
            onChange={(e) => setIdentifier(e.target.value)}
            error={error}
          />
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
