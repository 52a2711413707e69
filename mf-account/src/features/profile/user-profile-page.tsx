import { useState } from 'react';
import { RequireSession, useSession } from '@duality/stores/react';
import { FormMessage } from '@duality/ui';
import { ChangePasswordForm } from './change-password-form';
import { DisplayNameForm } from './display-name-form';
import { HomebrewUsage } from './homebrew-usage';

/** /user-profile: the account's email, display name, password, and homebrew counts against the caps. */
export function UserProfilePage() {
  return (
    <RequireSession>
      <ProfileContent />
    </RequireSession>
  );
}

function ProfileContent() {
  const { user } = useSession();
  const [passwordSaved, setPasswordSaved] = useState(false);
  return (
    <section className="account-page">
      <h1>User Profile</h1>
      <p>
        Signed in as <strong>{user?.email}</strong>.
      </p>
      <section className="account-section" aria-labelledby="profile-name">
        <h2 id="profile-name">Display name</h2>
        <DisplayNameForm current={user?.displayName ?? ''} />
      </section>
      <section className="account-section" aria-labelledby="profile-password">
        <h2 id="profile-password">Password</h2>
        <FormMessage success={passwordSaved ? 'Your password was changed.' : null} />
        <ChangePasswordForm onSaved={() => setPasswordSaved(true)} />
      </section>
      <section className="account-section" aria-labelledby="profile-homebrew">
        <h2 id="profile-homebrew">Homebrew</h2>
        <HomebrewUsage />
      </section>
    </section>
  );
}
