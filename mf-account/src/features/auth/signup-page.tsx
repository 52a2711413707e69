import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect, signupFormSchema, type SignupForm } from '@duality/rules';
import { getSessionStore } from '@duality/stores';
import { FormFooter } from '../forms/form-footer';
import { TextField } from '../forms/text-field';
import { EmailField, NewPasswordFields } from '../forms/account-fields';

/** /auth/signup: display name, email and password (twice); signed in at once afterwards. */
export function SignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SignupForm>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { displayName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ displayName, email, password }) => {
    setError(null);
    const result = await getSessionStore().signUp({ displayName, email, password });
    if (result.error) {
      setError(result.error);
      return;
    }
    await navigate(safeRedirect(params.get('redirect')), { replace: true });
  });
  return (
    <section className="account-page">
      <h1>Sign Up</h1>
      <form onSubmit={onSubmit} noValidate aria-label="Sign up">
        <TextField
          label="Display name"
          autoComplete="nickname"
          hint="Shown to your party and on your homebrew."
          registration={form.register('displayName')}
          error={errors.displayName}
        />
        <EmailField registration={form.register('email')} error={errors.email} />
        <NewPasswordFields
          label="Password"
          password={form.register('password')}
          confirmPassword={form.register('confirmPassword')}
          errors={errors}
        />
        <FormFooter error={error} busy={isSubmitting} label="Sign Up" busyLabel="Creating your account…" />
      </form>
      <nav className="account-links" aria-label="Account">
        <Link to="/auth/login">Already have an account? Log in</Link>
      </nav>
    </section>
  );
}
