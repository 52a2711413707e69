import { Link } from '@duality/libs/router';
import { forgotPasswordFormSchema } from '@duality/rules';
import { useSessionStore } from '@duality/stores/react';
import { FormFooter } from '@duality/ui';
import { useServerForm } from '@duality/ui/forms';
import { AccountCard } from '../../components/account-card';
import { EmailField } from '../../components/account-fields';
import { buildPath } from '@duality/platform';

/** /auth/forgot-password: sends a reset link that opens /auth/update-password. */
export function ForgotPasswordPage() {
  const session = useSessionStore();
  const { onSubmit, field, error, success, busy } = useServerForm(
    forgotPasswordFormSchema,
    ({ email }) =>
      session.requestPasswordReset(
        email,
        new URL(buildPath('/auth/update-password'), window.location.origin).href,
      ),
    {
      defaultValues: { email: '' },
      success: ({ email }) =>
        `If an account exists for ${email}, a link to set a new password is on its way.`,
    },
  );
  return (
    <AccountCard
      title="Forgot Password"
      lede="Enter the email address of your account and we will send you a link to set a new password."
      links={<Link to={buildPath('/auth/login')}>Back to log in</Link>}
    >
      <form
        className="dh-form"
        onSubmit={onSubmit}
        noValidate
        aria-label="Request a password reset"
        aria-busy={busy}
      >
        <EmailField {...field('email')} />
        <FormFooter
          block
          error={error}
          success={success}
          busy={busy}
          label="Send the reset link"
          busyLabel="Sending…"
        />
      </form>
    </AccountCard>
  );
}
