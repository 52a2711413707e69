import { attribution, unofficial } from '../../lib/licence';

/** About: what Duality is, that it is unofficial, and the SRD licence attribution. */
export function AboutPage() {
  return (
    <section className="dh-page">
      <h1>About</h1>
      <p>
        Duality is a companion for the Daggerheart tabletop role-playing game: a step-by-step character
        builder, a live character sheet, a campaign dashboard for game masters, and a place to create and
        share homebrew.
      </p>
      <p>{unofficial}</p>
      <h2>Licence</h2>
      <p>{attribution}</p>
    </section>
  );
}
