import { Link, useNavigate, useSearchParams } from '@duality/libs/router';
import { loginFormSchema, safeRedirect } from '@duality/rules';
import { useSessionStore } from '@duality/stores/react';
import { FormFooter, TextField } from '@duality/ui';
import { useServerForm } from '@duality/ui/forms';
import { AccountCard } from '../../components/account-card';
import { EmailField } from '../../components/account-fields';
import { buildPath } from '@duality/platform';

/** /auth/login: email and password; afterwards back to where the user was going (`?redirect=`). */
export function LoginPage() {
  const session = useSessionStore();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirect(params.get('redirect'));
  const { onSubmit, field, error, busy } = useServerForm(
    loginFormSchema,
    (values) => session.signIn(values),
    {
      defaultValues: { email: '', password: '' },
      onSuccess: () => navigate(redirect, { replace: true }),
    },
  );
  return (
    <AccountCard
      title="Log In"
      lede="Welcome back: your characters, campaigns and homebrew are waiting."
      links={
        <>
          <Link
            to={`${buildPath('/auth/signup')}${redirect !== buildPath('/character') ? `?redirect=${encodeURIComponent(redirect)}` : ''}`}
          >
            Create an account
          </Link>
          <Link to={buildPath('/auth/forgot-password')}>Forgot your password?</Link>
        </>
      }
    >
      <form className="dh-form" onSubmit={onSubmit} noValidate aria-label="Log in" aria-busy={busy}>
        <EmailField {...field('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
        <FormFooter block error={error} busy={busy} label="Log In" busyLabel="Logging in…" />
      </form>
    </AccountCard>
  );
}
