import { Link, useNavigate } from '@duality/libs/router';
import { bus } from '@duality/bus';
import { useSession } from '@duality/stores/react';
import { AccountCard } from '../../components/account-card';
import { NewPasswordForm } from '../../components/new-password-form';
import { buildPath } from '@duality/platform';

/**
 * /auth/update-password: where the reset link lands. The link signs the user in (supabase-js reads the
 * session from the URL), so the new password is set on that session.
 */
export function UpdatePasswordPage() {
  const session = useSession();
  const navigate = useNavigate();
  if (session.status === 'loading') {
    return (
      <AccountCard title="Update Password">
        <p role="status" className="account-lede">
          Checking your reset link…
        </p>
      </AccountCard>
    );
  }
  if (session.status === 'signed-out') {
    return (
      <AccountCard
        title="Update Password"
        links={
          <>
            <Link to={buildPath('/auth/forgot-password')}>Request a new link</Link>
            <Link to={buildPath('/auth/login')}>Log in</Link>
          </>
        }
      >
        <p role="alert" className="account-lede">
          This reset link has expired or was already used. Ask for a new one and open the newest link.
        </p>
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title="Update Password"
      lede={`Choose a new password for ${session.user?.email ?? 'your account'}.`}
    >
      <NewPasswordForm
        submitLabel="Save the new password"
        onSaved={() => {
          bus.publish('toast.requested', { message: 'Your password was updated.', tone: 'success' });
          void navigate(buildPath('/character'), { replace: true });
        }}
      />
    </AccountCard>
  );
}
