/** Exactly what a joined character shares with the campaign (the dashboard row's columns), in plain words. */
export function SharedFields() {
  return (
    <section className="campaign-section" aria-labelledby="invite-shared">
      <h2 id="invite-shared">What the game master will see</h2>
      <p>While your character is in this campaign, its game master and the other players see:</p>
      <ul>
        <li>your character’s name, level and class name (with the multiclass, if any);</li>
        <li>its current and maximum health, stress, armor and hope, updated as you play.</li>
      </ul>
      <p>
        Nothing else of your character or your account is shared. Leaving the campaign stops the sharing at
        once.
      </p>
    </section>
  );
}
