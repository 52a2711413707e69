import type { ReactNode } from 'react';
import {
  damageAtProficiency,
  goldToHandfuls,
  handfulsToGold,
  TRAITS,
  type Character,
  type SheetSettings,
} from '@duality/rules';
import { useDerivedSheet } from '../../hooks/use-derived-sheet';
import { useLoadedCatalog } from '../../hooks/use-loaded-catalog';
import { characterSummary } from '../../lib/character-summary';
import { signed, titled } from '../../lib/format';
import { PrintBoxes } from './print-boxes';
import './paper-sheet.css';

/**
 * The paper sheet of a character, after its print settings: traits, Evasion and armor, thresholds, the tracks'
 * boxes, weapons, Experiences, inventory, features and gold. The print view's page, and what the live sheet
 * prints on a phone (where the screen shows one tab at a time). `children` come first (the print view's
 * back link and options, not printed).
 */
export function PaperSheet({
  character: c,
  settings,
  children,
}: {
  character: Character;
  settings: SheetSettings;
  children?: ReactNode;
}) {
  const sheet = useDerivedSheet(c, settings);
  const catalog = useLoadedCatalog();
  const { classLine, heritage } = characterSummary(c, catalog);
  const shown = (n: number) => (settings.printShowResources ? n : 0);
  const gold = handfulsToGold(goldToHandfuls(c.inventory.gold));
  return (
    <article className="print-sheet" aria-label={`Printable sheet of ${c.name || 'character'}`}>
      {children}
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
      <PrintLists character={c} proficiency={sheet.proficiency} features={sheet.features} />
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
  character: c,
  proficiency,
  features,
}: {
  character: Character;
  proficiency: number;
  features: ReturnType<typeof useDerivedSheet>['features'];
}) {
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
