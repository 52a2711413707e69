import { useState } from 'react';
import { RequireSession, useSession } from '@duality/stores/react';
import { FormMessage, Icon } from '@duality/ui';
import { ChangePasswordForm } from './change-password-form';
import { DisplayNameForm } from './display-name-form';
import { HomebrewUsage } from './homebrew-usage';
import { OfflineStorage } from './offline-storage';

/** /user-profile: the account's email, display name, password, and homebrew counts against the caps, what is kept on this device. */
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
    <section className="account-page account-page--profile">
      <h1>User Profile</h1>
      <div className="account-who">
        <span className="account-mark">
          <Icon name="persona" size={28} />
        </span>
        <div>
          {user?.displayName && <p className="account-who__name">{user.displayName}</p>}
          <p className="account-who__email">
            Signed in as <strong>{user?.email}</strong>.
          </p>
        </div>
      </div>
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
      <section className="account-section" aria-labelledby="profile-offline">
        <h2 id="profile-offline">Kept on this device</h2>
        <p>What this device keeps so the app opens with no connection. Signing out clears it.</p>
        <OfflineStorage />
      </section>
    </section>
  );
}
