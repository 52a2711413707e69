import { deriveSheet, TRAITS, type Catalog, type Character } from '@duality/rules';
import { companionUpgradeName } from '../../lib/companion-upgrades';
import { CompareTable, type CompareRow } from '../../components/compare-table';

export interface LevelUpReviewProps {
  before: Character;
  after: Character;
  catalog: Catalog;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const signed = (n: number | null) => (n === null ? '–' : n >= 0 ? `+${n}` : String(n));

/** Cards given up in an exchange, each with the card that took its place (the same place in loadout or vault). */
function cardExchanges(before: Character, after: Character): { give: string; take: string }[] {
  const out: { give: string; take: string }[] = [];
  for (const zone of ['loadout', 'vault'] as const)
    before.domainCards[zone].forEach((id, i) => {
      const now = after.domainCards[zone][i];
      if (now !== undefined && now !== id) out.push({ give: id, take: now });
    });
  return out;
}

/** What the level-up changes, side by side, before it is applied. */
export function LevelUpReview({ before, after, catalog }: LevelUpReviewProps) {
  const was = deriveSheet(before, catalog);
  const now = deriveSheet(after, catalog);
  const rows: CompareRow[] = [
    ['Level', String(was.level), String(now.level)],
    ['Tier', String(was.tier), String(now.tier)],
    ['Proficiency', String(was.proficiency), String(now.proficiency)],
    ['Evasion', String(was.evasion), String(now.evasion)],
    ['Hit Point slots', String(was.slots.health), String(now.slots.health)],
    ['Stress slots', String(was.slots.stress), String(now.slots.stress)],
    ['Hope slots', String(was.slots.hope), String(now.slots.hope)],
    ['Major threshold', String(was.thresholds.major), String(now.thresholds.major)],
    ['Severe threshold', String(was.thresholds.severe), String(now.thresholds.severe)],
    ...TRAITS.map((t): [string, string, string] => [
      capital(t),
      signed(was.traits[t]),
      signed(now.traits[t]),
    ]),
  ];
  if (was.companion && now.companion) {
    rows.push(['Companion Evasion', String(was.companion.evasion), String(now.companion.evasion)]);
    rows.push([
      'Companion Stress slots',
      String(was.companion.stressSlots),
      String(now.companion.stressSlots),
    ]);
    rows.push([
      'Companion attack',
      `${was.companion.damageDie} ${was.companion.range}`,
      `${now.companion.damageDie} ${now.companion.range}`,
    ]);
  }
  const changed = rows.filter(([, a, b]) => a !== b);
  const cardName = (id: string) => catalog.domainCards.get(id)?.name ?? id;
  const exchanges = cardExchanges(before, after);
  const newCards = [...after.domainCards.loadout, ...after.domainCards.vault].filter(
    (id) =>
      !before.domainCards.loadout.includes(id) &&
      !before.domainCards.vault.includes(id) &&
      !exchanges.some((x) => x.take === id),
  );
  const experiences = after.experience.filter(
    (e) => before.experience.find((b) => b.name === e.name)?.score !== e.score,
  );
  const companionNew =
    after.companion?.levelSelections.slice(before.companion?.levelSelections.length ?? 0) ?? [];
  const multiclass = !before.multiclass && after.multiclass ? after.multiclass : null;
  return (
    <section className="level-up-section" aria-labelledby="level-up-review">
      <h2 id="level-up-review">Review</h2>
      <CompareTable
        caption={`What changes at level ${after.level}`}
        before="Now"
        after="After"
        rows={changed}
      />
      <ul className="level-up-summary">
        {experiences.map((e) => (
          <li key={e.name}>
            Experience {e.name} {signed(e.score)}
          </li>
        ))}
        {newCards.map((id) => (
          <li key={id}>
            Domain card {cardName(id)} ({after.domainCards.loadout.includes(id) ? 'loadout' : 'vault'})
          </li>
        ))}
        {exchanges.map((x) => (
          <li key={x.give}>
            Exchanged domain card {cardName(x.give)} for {cardName(x.take)}
          </li>
        ))}
        {multiclass && (
          <li>
            Multiclass: {catalog.classes.get(multiclass.class)?.name ?? multiclass.class},{' '}
            {catalog.subclasses.get(multiclass.subclass)?.name ?? multiclass.subclass},{' '}
            {capital(multiclass.domain)} domain
          </li>
        )}
        {after.levelSelections
          .slice(before.levelSelections.length)
          .filter((s) => s.type === 'subclass')
          .map((s) => (
            <li key={s.id}>Next subclass card</li>
          ))}
        {companionNew.map((s) => (
          <li key={s.id}>Companion: {companionUpgradeName(s.value)}</li>
        ))}
      </ul>
    </section>
  );
}
