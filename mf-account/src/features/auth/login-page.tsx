import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginFormSchema, safeRedirect, type LoginForm } from '@duality/rules';
import { getSessionStore } from '@duality/stores';
import { FormFooter } from '../forms/form-footer';
import { TextField } from '../forms/text-field';
import { EmailField } from '../forms/account-fields';

/** /auth/login: email and password; afterwards back to where the user was going. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const redirect = safeRedirect(params.get('redirect'));
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await getSessionStore().signIn(values);
    if (result.error) {
      setError(result.error);
      return;
    }
    await navigate(redirect, { replace: true });
  });
  return (
    <section className="account-page">
      <h1>Log In</h1>
      <form onSubmit={onSubmit} noValidate aria-label="Log in">
        <EmailField registration={form.register('email')} error={errors.email} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          registration={form.register('password')}
          error={errors.password}
        />
        <FormFooter error={error} busy={isSubmitting} label="Log In" busyLabel="Logging in…" />
      </form>
      <nav className="account-links" aria-label="Account">
        <Link
          to={`/auth/signup${redirect !== '/character' ? `?redirect=${encodeURIComponent(redirect)}` : ''}`}
        >
          Create an account
        </Link>
        <Link to="/auth/forgot-password">Forgot your password?</Link>
      </nav>
    </section>
  );
}
