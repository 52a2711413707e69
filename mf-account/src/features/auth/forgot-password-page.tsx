import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { forgotPasswordFormSchema, type ForgotPasswordForm } from '@duality/rules';
import { getSessionStore } from '@duality/stores';
import { FormFooter } from '../forms/form-footer';
import { EmailField } from '../forms/account-fields';

/** /auth/forgot-password: sends a reset link that opens /auth/update-password. */
export function ForgotPasswordPage() {
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    setSent(null);
    const redirectTo = new URL('/auth/update-password', window.location.origin).href;
    const result = await getSessionStore().requestPasswordReset(email, redirectTo);
    if (result.error) setError(result.error);
    else setSent(`If an account exists for ${email}, a link to set a new password is on its way.`);
  });
  return (
    <section className="account-page">
      <h1>Forgot Password</h1>
      <p>Enter the email address of your account and we will send you a link to set a new password.</p>
      <form onSubmit={onSubmit} noValidate aria-label="Request a password reset">
        <EmailField registration={form.register('email')} error={errors.email} />
        <FormFooter
          error={error}
          success={sent}
          busy={isSubmitting}
          label="Send the reset link"
          busyLabel="Sending…"
        />
      </form>
      <nav className="account-links" aria-label="Account">
        <Link to="/auth/login">Back to log in</Link>
      </nav>
    </section>
  );
}
