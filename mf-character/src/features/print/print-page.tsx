import { Link } from '@duality/libs/router';
import type { AreaPageProps } from '@duality/area-kit';
import { damageAtProficiency, goldToHandfuls, handfulsToGold, TRAITS } from '@duality/rules';
import type { CharacterEntry } from '@duality/stores';
import { CharacterGate } from '../../components/character-gate';
import { useDerivedSheet } from '../../hooks/use-derived-sheet';
import { useSheetSettings } from '../../hooks/use-sheet-settings';
import { characterSummary } from '../../lib/character-summary';
import { signed, titled } from '../../lib/format';
import { PrintBoxes } from './print-boxes';
import { PrintOptions } from './print-options';
import './print.css';
import { useLoadedCatalog } from '../../hooks/use-loaded-catalog';
import { sheetPath } from '../../lib/paths';

/** /character/print/:id: the sheet as a paper character sheet (A4 or US Letter), honouring the print settings. */
export default function PrintPage({ params }: AreaPageProps<{ id: number }>) {
  return <CharacterGate id={params.id}>{(entry) => <PrintSheet entry={entry} />}</CharacterGate>;
}

function PrintSheet({ entry }: { entry: CharacterEntry }) {
  const { id, character: c } = entry;
  const [settings, update] = useSheetSettings(id);
  const sheet = useDerivedSheet(c, settings);
  const catalog = useLoadedCatalog();
  const { classLine, heritage } = characterSummary(c, catalog);
  const shown = (n: number) => (settings.printShowResources ? n : 0);
  const gold = handfulsToGold(goldToHandfuls(c.inventory.gold));
  return (
    <article className="print-sheet" aria-label={`Printable sheet of ${c.name || 'character'}`}>
      <div className="dh-no-print print-back">
        <Link to={sheetPath(id)} className="character-back">
          Back to the sheet
        </Link>
      </div>
      <PrintOptions settings={settings} update={update} />
      <header className="print-header">
        <h1>{c.name || 'Unnamed character'}</h1>
        <p>
          Level {c.level} {classLine} {heritage && `· ${heritage}`}
          {c.pronouns && ` · ${c.pronouns}`}
        </p>
      </header>
      <section className="print-block print-traits" aria-label="Traits">
        {TRAITS.map((t) => (
          <div key={t} className="print-stat" data-stat={t}>
            <span>{titled(t)}</span>
            <strong>{signed(sheet.traits[t])}</strong>
          </div>
        ))}
      </section>
      <section className="print-block print-defense" aria-label="Defense">
        {(
          [
            ['Evasion', sheet.evasion],
            ['Armor', sheet.armorScore],
            ['Proficiency', sheet.proficiency],
            ['Major', sheet.thresholds.major],
            ['Severe', sheet.thresholds.severe],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="print-stat" data-stat={label}>
            <span>{label}</span>
            <strong>{value}</strong>
          </div>
        ))}
      </section>
      <section className="print-block print-tracks" aria-label="Trackers">
        <PrintBoxes label="Hit Points" slots={sheet.slots.health} filled={shown(c.resources.health)} />
        <PrintBoxes label="Stress" slots={sheet.slots.stress} filled={shown(c.resources.stress)} />
        <PrintBoxes label="Hope" slots={sheet.slots.hope} filled={shown(c.resources.hope)} />
        <PrintBoxes label="Armor Slots" slots={sheet.slots.armor} filled={shown(c.resources.armor)} />
      </section>
      <PrintLists entry={entry} proficiency={sheet.proficiency} features={sheet.features} />
      {settings.printShowGold && (
        <section className="print-block" aria-label="Gold">
          <h2>Gold</h2>
          <p>
            {gold.handfuls} handfuls · {gold.bags} bags · {gold.chests} chests
          </p>
        </section>
      )}
    </article>
  );
}

function PrintLists({
  entry,
  proficiency,
  features,
}: {
  entry: CharacterEntry;
  proficiency: number;
  features: ReturnType<typeof useDerivedSheet>['features'];
}) {
  const c = entry.character;
  const catalog = useLoadedCatalog();
  return (
    <>
      <section className="print-block" aria-label="Weapons">
        <h2>Weapons</h2>
        <ul>
          {c.inventory.weapons.map((w) => {
            const weapon = catalog.weapons.get(w.itemId);
            return (
              <li key={w.id}>
                {w.name}
                {weapon &&
                  ` · ${weapon.trait} · ${weapon.range} · ${damageAtProficiency(weapon.damage, proficiency)} ${weapon.damageType === 'magical' ? 'mag' : 'phy'}`}
              </li>
            );
          })}
        </ul>
        {c.inventory.armor && <p>Armor: {c.inventory.armor.name}</p>}
      </section>
      <section className="print-block" aria-label="Experiences">
        <h2>Experiences</h2>
        <ul>
          {c.experience.map((e, i) => (
            <li key={i}>
              {e.name} {signed(e.score)}
            </li>
          ))}
        </ul>
      </section>
      <section className="print-block" aria-label="Inventory">
        <h2>Inventory</h2>
        <ul>
          {c.inventory.items.map((i) => (
            <li key={i.id}>
              {i.name} ×{i.quantity}
              {i.notes && ` (${i.notes})`}
            </li>
          ))}
        </ul>
      </section>
      <section className="print-block print-features" aria-label="Features">
        <h2>Features</h2>
        {features.map((f, i) => (
          <p key={i}>
            <strong>{f.feature.name}</strong> <em>({f.source})</em>: {f.feature.description}
          </p>
        ))}
      </section>
    </>
  );
}
