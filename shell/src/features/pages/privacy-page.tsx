/** Privacy policy, in plain words. */
export function PrivacyPage() {
  return (
    <section className="dh-page">
      <h1>Privacy Policy</h1>
      <ul>
        <li>
          We keep your email address, display name, characters, campaigns and homebrew to run the service.
        </li>
        <li>Campaign members see the summary of your character that you agree to share when you join.</li>
        <li>Analytics load only after you accept them in the consent dialog; you can decline.</li>
        <li>
          Your builder draft, sheet settings and consent choice stay in your browser&apos;s local storage.
        </li>
      </ul>
    </section>
  );
}
