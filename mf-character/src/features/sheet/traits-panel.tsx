import { TRAITS, type DerivedSheet } from '@duality/rules';
import { signed, titled } from '../../lib/format';

/** The six traits with their modifiers after every bonus. */
export function TraitsPanel({ sheet }: { sheet: DerivedSheet }) {
  return (
    <section className="sheet-panel sheet-traits" aria-labelledby="sheet-traits">
      <h2 id="sheet-traits">Traits</h2>
      <dl className="sheet-stats">
        {TRAITS.map((t) => (
          <div key={t} className="sheet-stat" data-stat={t}>
            <dt>{titled(t)}</dt>
            <dd>{signed(sheet.traits[t])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
