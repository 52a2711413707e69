/** Terms of use, in plain words. */
export function TermsPage() {
  return (
    <section className="dh-page">
      <h1>Terms of Use</h1>
      <p>Duality is offered as is, free of charge, for playing Daggerheart with your friends.</p>
      <ul>
        <li>You own the characters and homebrew you create. Making homebrew public lets everyone read it.</li>
        <li>Do not publish content that is hateful, unlawful or not yours to share.</li>
        <li>We may remove content or accounts that break these terms.</li>
        <li>
          Game content comes from the Daggerheart SRD under the Darrington Press Community Gaming License.
        </li>
      </ul>
    </section>
  );
}
