import { CONSENT_CONFIRMED_KEY, CONSENT_KEY } from '../../lib/consent';

/** Privacy policy: what is kept where, and what analytics collects (only after consent). */
export function PrivacyPage() {
  return (
    <section className="dh-page">
      <h1>Privacy Policy</h1>
      <h2>What we keep on our servers</h2>
      <ul>
        <li>Your account: email address, display name and a hashed password.</li>
        <li>Your characters, campaigns, homebrew and the homebrew you bookmarked.</li>
        <li>
          For campaigns you join: the summary you agree to share with the game master and party (character
          name, level, class, and current and maximum health, stress, armor and hope). Leaving the campaign
          removes it.
        </li>
      </ul>
      <h2>What stays in your browser</h2>
      <ul>
        <li>Your login session, so you stay signed in.</li>
        <li>The character you are building in the builder and the page you were on.</li>
        <li>Character sheet settings such as print options.</li>
        <li>
          Your analytics choice (<code>{CONSENT_KEY}</code>, and <code>{CONSENT_CONFIRMED_KEY}</code> if set),
          so we only ask again after you decline and two weeks pass.
        </li>
        <li>Changes made while offline, until they reach the server.</li>
      </ul>
      <h2>Analytics</h2>
      <p>
        Nothing is loaded before you choose. If you accept, a tag manager loads and collects the pages you
        visit, how you reached them, your browser and device type, and an approximate location from your
        network address. It is used to learn which features people use. If you decline, it is never loaded and
        your refusal is recorded with its date.
      </p>
      <h2>Your choices</h2>
      <p>
        You can change your display name and password on your profile, and delete your characters and
        homebrew.
      </p>
    </section>
  );
}
