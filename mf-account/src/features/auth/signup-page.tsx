import { Link, useNavigate, useSearchParams } from '@duality/libs/router';
import { safeRedirect, signupFormSchema } from '@duality/rules';
import { useSessionStore } from '@duality/stores/react';
import { FormFooter, TextField } from '@duality/ui';
import { useServerForm } from '@duality/ui/forms';
import { AccountCard } from '../../components/account-card';
import { EmailField, NewPasswordFields } from '../../components/account-fields';
import { buildPath } from '@duality/platform';

/** /auth/signup: display name, email and password (twice); signed in at once afterwards. */
export function SignupPage() {
  const session = useSessionStore();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { onSubmit, field, error, busy } = useServerForm(
    signupFormSchema,
    ({ displayName, email, password }) => session.signUp({ displayName, email, password }),
    {
      defaultValues: { displayName: '', email: '', password: '', confirmPassword: '' },
      onSuccess: () => navigate(safeRedirect(params.get('redirect')), { replace: true }),
    },
  );
  return (
    <AccountCard
      title="Sign Up"
      lede="One account keeps your characters, campaigns and homebrew on every device."
      links={<Link to={buildPath('/auth/login')}>Already have an account? Log in</Link>}
    >
      <form className="dh-form" onSubmit={onSubmit} noValidate aria-label="Sign up" aria-busy={busy}>
        <TextField
          label="Display name"
          autoComplete="nickname"
          hint="Shown to your party and on your homebrew."
          {...field('displayName')}
        />
        <EmailField {...field('email')} />
        <NewPasswordFields
          label="Password"
          password={field('password')}
          confirmPassword={field('confirmPassword')}
        />
        <FormFooter block error={error} busy={busy} label="Sign Up" busyLabel="Creating your account…" />
      </form>
    </AccountCard>
  );
}
