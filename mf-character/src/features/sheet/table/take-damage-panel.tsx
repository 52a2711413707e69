import { useState } from 'react';
import {
  armorSlotProblem,
  damageFeatures,
  damageSeverity,
  SEVERITY_HIT_POINTS,
  takeDamage,
  type Resources,
  type TakeDamageInput,
} from '@duality/rules';
import { Checkbox, NumberStepper, Switch } from '@duality/ui/controls';
import { useSheetSettings } from '../../../hooks/use-sheet-settings';
import type { SheetPanelProps } from '../sheet-props';
import { useOfferUndo } from '@duality/ui/controls';
import { Button } from '@duality/ui';

const SEVERITY_WORD = {
  none: 'No harm',
  minor: 'Minor',
  major: 'Major',
  severe: 'Severe',
  massive: 'Massive',
};
const hp = (n: number) => `${n} Hit Point${n === 1 ? '' : 's'}`;

/**
 * Take damage by the thresholds (takeDamage): the amount names its severity before anything is marked; an
 * Armor Slot can take it one step lower while slots remain; the optional Massive Damage rule is a per-character
 * setting. The tracks are marked, the result is said in words, and the change can be undone for 10 s.
 */
export function TakeDamagePanel({ id, character, sheet, edit }: SheetPanelProps) {
  const [settings, updateSettings] = useSheetSettings(id);
  const offerUndo = useOfferUndo();
  const [amount, setAmount] = useState(0);
  const [armor, setArmor] = useState(false);
  const [type, setType] = useState<'physical' | 'magical'>('physical');
  const [said, setSaid] = useState<{ error: boolean; text: string } | null>(null);
  const { resistances } = damageFeatures(sheet.features);
  const armorProblem = armorSlotProblem(character.resources, sheet.slots);
  const useArmor = armor && armorProblem === null;
  const severity = damageSeverity(amount, sheet.thresholds, { massiveDamage: settings.massiveDamage });
  const input: TakeDamageInput = {
    amount,
    useArmorSlot: useArmor,
    resistances,
    ...(resistances.length > 0 ? { damageType: type } : {}),
    settings: { massiveDamage: settings.massiveDamage },
  };

  const take = () => {
    const before = character.resources;
    const result = takeDamage(before, sheet.thresholds, sheet.slots, input);
    if (!result.ok) return setSaid({ error: true, text: result.error });
    edit((c) => {
      const now = takeDamage(c.resources, sheet.thresholds, sheet.slots, input);
      return now.ok ? { ...c, resources: now.result.resources } : c;
    });
    setSaid({ error: false, text: result.result.description });
    setArmor(false);
    const restore = (r: Resources): Resources => ({ ...r, health: before.health, armor: before.armor });
    offerUndo(`Took ${result.result.amount} damage.`, () => {
      edit((c) => ({ ...c, resources: restore(c.resources) }));
      setSaid({ error: false, text: 'Damage undone: your Hit Points and Armor Slots are as they were.' });
    });
  };

  return (
    <section className="sheet-panel sheet-take-damage" aria-labelledby="sheet-take-damage">
      <h2 id="sheet-take-damage">Take damage</h2>
      <p className="sheet-note">
        Thresholds: Major {sheet.thresholds.major}, Severe {sheet.thresholds.severe}
        {settings.massiveDamage ? `, Massive ${2 * sheet.thresholds.severe}` : ''}.
      </p>
      <NumberStepper label="Damage" value={amount} onChange={setAmount} min={0} max={999} />
      <p className="sheet-take-damage__severity" aria-live="polite">
        {amount > 0 && `${SEVERITY_WORD[severity]}: ${hp(SEVERITY_HIT_POINTS[severity])}`}
      </p>
      {resistances.length > 0 && (
        <label className="dh-field">
          Damage type
          <select value={type} onChange={(e) => setType(e.currentTarget.value as typeof type)}>
            <option value="physical">Physical</option>
            <option value="magical">Magical</option>
          </select>
        </label>
      )}
      <Checkbox
        label="Mark an Armor Slot (one step less)"
        hint={armorProblem ?? `${sheet.slots.armor - character.resources.armor} of ${sheet.slots.armor} left`}
        checked={useArmor}
        disabled={armorProblem !== null}
        onChange={(e) => setArmor(e.currentTarget.checked)}
      />
      <Switch
        label="Massive Damage rule"
        hint="Optional: damage of twice your Severe threshold or more marks 4 Hit Points."
        checked={settings.massiveDamage}
        onCheckedChange={(on) => updateSettings({ massiveDamage: on })}
      />
      <Button className="sheet-take-damage__go" onClick={take} disabled={amount <= 0}>
        Take {amount > 0 ? `${amount} damage` : 'damage'}
      </Button>
      {said?.error ? (
        <p className="dh-form-message dh-form-message--error" role="alert">
          {said.text}
        </p>
      ) : (
        <p role="status" aria-live="polite" className="sheet-take-damage__said">
          {said?.text}
        </p>
      )}
    </section>
  );
}
