import { activeConditions, clearCondition, CONDITION_TEXT, CONDITIONS, setCondition } from '@duality/rules';
import type { SheetPanelProps } from '../sheet-props';

/**
 * Hidden, Restrained and Vulnerable, each set or cleared with one tap (a pressed button is on). Vulnerable is
 * also on while every Stress is marked (SRD: Stress); that one clears when a Stress does, not here.
 */
export function ConditionsPanel({ character, sheet, edit }: SheetPanelProps) {
  const set = new Set(character.conditions);
  const active = activeConditions(character.conditions, character.resources, sheet.slots);
  const fromStress = active.includes('vulnerable') && !set.has('vulnerable');
  return (
    <section className="sheet-panel sheet-conditions" aria-labelledby="sheet-conditions">
      <h2 id="sheet-conditions">Conditions</h2>
      <p className="sheet-note" aria-live="polite">
        {active.length === 0
          ? 'No conditions.'
          : `Now: ${active.map((c) => CONDITION_TEXT[c].label).join(', ')}.`}
      </p>
      <ul className="sheet-conditions__list">
        {CONDITIONS.map((c) => {
          const on = active.includes(c);
          return (
            <li key={c}>
              <button
                type="button"
                className="sheet-condition"
                aria-pressed={on}
                disabled={c === 'vulnerable' && fromStress}
                onClick={() =>
                  edit((ch) => ({
                    ...ch,
                    conditions: set.has(c)
                      ? clearCondition(ch.conditions, c)
                      : setCondition(ch.conditions, c),
                  }))
                }
              >
                <strong>{CONDITION_TEXT[c].label}</strong>
                <span>{CONDITION_TEXT[c].summary}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {fromStress && (
        <p className="sheet-note">
          You are Vulnerable while every Stress is marked; clear a Stress to end it.
        </p>
      )}
    </section>
  );
}
