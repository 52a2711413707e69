import type { Character } from '@duality/rules';
import { signed } from '../../lib/format';

/** The character's experiences and their bonuses. */
export function ExperiencesPanel({ character }: { character: Character }) {
  return (
    <section className="sheet-panel" aria-labelledby="sheet-experiences">
      <h2 id="sheet-experiences">Experiences</h2>
      {character.experience.length === 0 ? (
        <p>No experiences yet.</p>
      ) : (
        <ul className="sheet-list">
          {character.experience.map((e, i) => (
            <li key={`${e.name}-${i}`}>
              {e.name} <strong>{signed(e.score)}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
