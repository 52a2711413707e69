import { Link, useNavigate } from '@duality/libs/router';
import { bus } from '@duality/bus';
import { useSession } from '@duality/stores/react';
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
      <section className="account-page">
        <h1>Update Password</h1>
        <p role="status">Checking your reset link…</p>
      </section>
    );
  }
  if (session.status === 'signed-out') {
    return (
      <section className="account-page">
        <h1>Update Password</h1>
        <p role="alert">
          This reset link has expired or was already used. Ask for a new one and open the newest link.
        </p>
        <nav className="account-links" aria-label="Account">
          <Link to={buildPath('/auth/forgot-password')}>Request a new link</Link>
          <Link to={buildPath('/auth/login')}>Log in</Link>
        </nav>
      </section>
    );
  }
  return (
    <section className="account-page">
      <h1>Update Password</h1>
      <p>Choose a new password for {session.user?.email ?? 'your account'}.</p>
      <NewPasswordForm
        submitLabel="Save the new password"
        onSaved={() => {
          bus.publish('toast.requested', { message: 'Your password was updated.', tone: 'success' });
          void navigate(buildPath('/character'), { replace: true });
        }}
      />
    </section>
  );
}
