import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { adminLoginRequestSchema } from '@shared/contracts/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useAdminLogin } from '../api/login';
import { adminLoginFailureMessage } from '../login-messages';
import { storeAdminSession } from '../session-storage';

/** Admin login (SPEC.md sections 5 and 8): email trimmed and lower-cased, password trimmed. */
export function AdminLoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<{ email?: string; password?: string }>({});
  const login = useAdminLogin();
  const navigate = useNavigate();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = adminLoginRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      const fields: { email?: string; password?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as 'email' | 'password';
        fields[key] ??= issue.message;
      }
      setInvalid(fields);
      toast.error('Validation Error', 'Email and password are required');
      return;
    }
    setInvalid({});
    let response;
    try {
      response = await login.mutateAsync(parsed.data);
    } catch (error) {
      const message = adminLoginFailureMessage({ error });
      toast.error(message.title, message.description);
      return;
    }
    if (!response.success) {
      const message = adminLoginFailureMessage({ response });
      toast.error(message.title, message.description);
      return;
    }
    if (!response.session_token || !response.expires_at) {
      toast.error('Login Error', 'An unexpected error occurred during login');
      return;
    }
    storeAdminSession({
      email: parsed.data.email,
      token: response.session_token,
      expiresAt: response.expires_at,
    });
    toast.success('Login Successful', `Signed in as ${parsed.data.email}`);
    void navigate(paths.admin.dashboard.getHref(), { replace: true });
  }

  return (
    <form className="flex flex-col gap-5" onSubmit={onSubmit} noValidate aria-label="Admin login">
      <div className="flex flex-col gap-2">
        <Label htmlFor="admin-email">Email</Label>
        <Input
          id="admin-email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={invalid.email ? true : undefined}
          aria-describedby={invalid.email ? 'admin-email-error' : undefined}
        />
        {invalid.email && (
          <p id="admin-email-error" className="text-sm text-destructive">
            {invalid.email}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="admin-password">Password</Label>
        <Input
          id="admin-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={invalid.password ? true : undefined}
          aria-describedby={invalid.password ? 'admin-password-error' : undefined}
        />
        {invalid.password && (
          <p id="admin-password-error" className="text-sm text-destructive">
            {invalid.password}
          </p>
        )}
      </div>
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
