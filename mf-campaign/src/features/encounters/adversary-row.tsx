import { useId } from 'react';
import type { Adversary } from '@duality/rules';
import type { EncounterCardRow } from '@duality/stores';
import { Badge, SlotTracker } from '@duality/ui/controls';
import { Icon } from '@duality/ui/icons';
import { adversaryNumbers, useAdversaryDamage } from './use-adversary-damage';
import { TYPE_NAMES } from './use-gm-content';
import { useMarkChange } from './use-mark-change';
import { Button } from '@duality/ui';

/**
 * One adversary of a running fight as a row: who it is (a tap opens its whole card), its difficulty and
 * thresholds, HP and Stress a tap from plus or minus one (offered back in the undo bar), and damage to apply against its thresholds. Six rows
 * fit a tablet's screen beside the party; rolls, conditions, the reveal and features live on the card.
 */
export function AdversaryRow({
  card,
  adversary,
  onOpen,
}: {
  card: EncounterCardRow;
  adversary: Adversary;
  onOpen: () => void;
}) {
  const damageId = useId();
  const { damage, setDamage, apply, said } = useAdversaryDamage(card, adversary);
  const name = card.label || adversary.name;
  const change = useMarkChange(card, name);
  return (
    <li className="campaign-foe" aria-label={name} data-defeated={card.hp_marked >= adversary.hp}>
      <button type="button" className="campaign-foe__open" aria-haspopup="dialog" onClick={onOpen}>
        <span className="campaign-foe__name">{name}</span>
        <span className="campaign-foe__kind">{`Tier ${adversary.tier} ${TYPE_NAMES[adversary.type]}`}</span>
        <Icon name="more" size={20} />
      </button>
      <p className="campaign-foe__numbers">{adversaryNumbers(adversary)}</p>
      <SlotTracker
        layout="compact"
        className="campaign-foe__track"
        label="Hit Points"
        shortLabel="HP"
        slotLabel="Hit Point"
        stepLabels={{ less: `Clear a Hit Point on ${name}`, more: `Mark a Hit Point on ${name}` }}
        resource="hp"
        value={card.hp_marked}
        max={adversary.hp}
        onChange={(v) => change('hp_marked', v)}
      />
      {adversary.stress > 0 ? (
        <SlotTracker
          layout="compact"
          className="campaign-foe__track"
          label="Stress"
          slotLabel="Stress"
          stepLabels={{ less: `Clear a Stress on ${name}`, more: `Mark a Stress on ${name}` }}
          resource="stress"
          value={card.stress_marked}
          max={adversary.stress}
          onChange={(v) => change('stress_marked', v)}
        />
      ) : (
        <span className="campaign-foe__none">No Stress</span>
      )}
      <form
        className="campaign-foe__damage"
        onSubmit={(e) => {
          e.preventDefault();
          void apply();
        }}
      >
        <label htmlFor={damageId}>Damage</label>
        <input
          id={damageId}
          inputMode="numeric"
          autoComplete="off"
          value={damage}
          onChange={(e) => setDamage(e.target.value)}
        />
        <Button type="submit">Apply</Button>
      </form>
      {(card.conditions.length > 0 || card.revealed || said) && (
        <p className="campaign-foe__notes">
          {card.revealed && <Badge>Players see it</Badge>}
          {card.conditions.map((c) => (
            <Badge key={c}>{c}</Badge>
          ))}
          <span aria-live="polite">{said}</span>
        </p>
      )}
    </li>
  );
}
