import {
  activeFormFeatures,
  deriveSheet,
  TRAITS,
  type Catalog,
  type Character,
  type ShapeshiftState,
} from '@duality/rules';
import { CompareTable, type CompareRow } from '../../components/compare-table';

export interface BeastformEffectsProps {
  character: Character;
  catalog: Catalog;
  shapeshift: ShapeshiftState & { hybridAdvantages?: readonly string[] };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const signed = (n: number | null) => (n === null ? '–' : n >= 0 ? `+${n}` : String(n));

/** What the form changes while shifted: attack, Evasion, traits, thresholds, advantages and features. */
export function BeastformEffects({ character, catalog, shapeshift }: BeastformEffectsProps) {
  const normal = deriveSheet(character, catalog);
  const shifted = deriveSheet(character, catalog, shapeshift);
  const [form] = shifted.beastforms;
  if (!form) return null;
  const rows: CompareRow[] = [
    ['Evasion', String(normal.evasion), String(shifted.evasion)],
    ...TRAITS.map((t): [string, string, string] => [
      capital(t),
      signed(normal.traits[t]),
      signed(shifted.traits[t]),
    ]),
    ['Major threshold', String(normal.thresholds.major), String(shifted.thresholds.major)],
    ['Severe threshold', String(normal.thresholds.severe), String(shifted.thresholds.severe)],
  ].filter(([, a, b]) => a !== b) as [string, string, string][];
  const attack = shifted.beastformAttack;
  const advantages = form.hybrid
    ? (shapeshift.hybridAdvantages ?? [])
    : [...new Set(shifted.beastforms.flatMap((f) => f.advantages))];
  const features = activeFormFeatures(shifted.beastforms, shapeshift);
  const title = shifted.beastforms.map((f) => f.name).join(': ');
  return (
    <section className="beastform-section" aria-labelledby="beastform-effects">
      <h2 id="beastform-effects">Shifted: {title}</h2>
      {attack && (
        <p className="beastform-attack">
          Attack: {capital(attack.trait)}, {attack.range}, {attack.damage} physical
        </p>
      )}
      <CompareTable caption="Your numbers while shifted" before="Normal" after="Shifted" rows={rows} />
      {advantages.length > 0 && <p>Advantage on rolls to {advantages.join(', ')}.</p>}
      <h3>Form features</h3>
      <ul>
        {features.map((f) => (
          <li key={f.name}>
            <strong>{f.name}:</strong> {f.description}
          </li>
        ))}
      </ul>
    </section>
  );
}
