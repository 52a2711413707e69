import type { DerivedSheet } from '@duality/rules';

/** Evasion, armor score, damage thresholds and proficiency, as the rules derive them. */
export function DefensePanel({ sheet }: { sheet: DerivedSheet }) {
  const { major, severe } = sheet.thresholds;
  const stats: [string, string | number][] = [
    ['Evasion', sheet.evasion],
    ['Armor', sheet.armorScore],
    ['Proficiency', sheet.proficiency],
    ['Major threshold', major],
    ['Severe threshold', severe],
  ];
  return (
    <section className="sheet-panel sheet-defense" aria-labelledby="sheet-defense">
      <h2 id="sheet-defense">Defense</h2>
      <dl className="sheet-stats">
        {stats.map(([label, value]) => (
          <div key={label} className="sheet-stat" data-stat={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="sheet-note">
        Minor damage below {major}: mark 1 Hit Point. Major {major} to {severe - 1}: mark 2. Severe {severe}{' '}
        or more: mark 3.
      </p>
    </section>
  );
}
