import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { clientLoginRequestSchema } from '@shared/contracts/auth';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useClientLogin } from '../api/login';
import { clientLoginErrorMessage, clientLoginMessage, isCompleteLogin } from '../login-messages';
import { storeClientSession } from '../session-storage';
import { Field } from './field';
import { ForgotPasswordDialog } from './forgot-password-dialog';

/** Client login (SPEC.md sections 5 and 8). */
export function ClientLoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState(false);
  const login = useClientLogin();
  const navigate = useNavigate();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = clientLoginRequestSchema.safeParse({ username, password });
    if (!parsed.success) {
      setInvalid(true);
      toast.error('Validation Error', 'Username and password are required');
      return;
    }
    setInvalid(false);
    let response;
    try {
      response = await login.mutateAsync(parsed.data);
    } catch (error) {
      const message = clientLoginErrorMessage(error);
      toast.error(message.title, message.description);
      return;
    }
    const message = clientLoginMessage(response);
    if (message.variant === 'error' || !isCompleteLogin(response)) {
      toast.error(message.title, message.description);
      return;
    }
    storeClientSession({
      client: response.client,
      username: parsed.data.username,
      sessionToken: response.session_token,
      expiresAt: response.expires_at,
    });
    toast.success(message.title, message.description);
    void navigate(
      response.must_change_password
        ? paths.client.passwordReset.getHref()
        : paths.client.portal.getHref(),
      { replace: true },
    );
  }

  const error = invalid ? 'Username and password are required' : undefined;
  return (
    <div className="flex flex-col gap-4">
      <form
        className="flex flex-col gap-5"
        onSubmit={onSubmit}
        noValidate
        aria-label="Client login"
      >
        <Field
          id="client-username"
          label="Username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={invalid && username.trim() === '' ? error : undefined}
        />
        <Field
          id="client-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={invalid && password.trim() === '' ? error : undefined}
        />
        <Button type="submit" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <ForgotPasswordDialog />
    </div>
  );
}
