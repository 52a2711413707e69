import { damageAtProficiency, type Catalog, type Character, type DerivedSheet } from '@duality/rules';

export interface LiveNumbersProps {
  character: Character;
  sheet: DerivedSheet;
  catalog: Catalog;
}

/** The numbers the rules derive from the draft so far, shown on every step. */
export function LiveNumbers({ character, sheet, catalog }: LiveNumbersProps) {
  const weapons = character.inventory.weapons.flatMap((entry) => {
    const weapon = catalog.weapons.get(entry.itemId);
    return weapon === undefined ? [] : [{ entry, weapon }];
  });
  const hasClass = character.baseClass !== null;
  const facts: [string, string][] = [
    ['Evasion', hasClass ? String(sheet.evasion) : '–'],
    ['Hit points', hasClass ? String(sheet.slots.health) : '–'],
    ['Stress', String(sheet.slots.stress)],
    ['Hope', `${character.resources.hope} of ${sheet.slots.hope}`],
    ['Armor score', String(sheet.armorScore)],
    ['Thresholds', `${sheet.thresholds.major} / ${sheet.thresholds.severe}`],
    ['Proficiency', String(sheet.proficiency)],
    ...weapons.map(({ weapon }): [string, string] => [
      weapon.name,
      `${damageAtProficiency(weapon.damage, sheet.proficiency)} ${weapon.damageType}`,
    ]),
  ];
  return (
    <section className="builder-numbers" aria-labelledby="builder-numbers-title">
      <h2 id="builder-numbers-title" className="builder-numbers__title">
        Your numbers
      </h2>
      <dl>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
