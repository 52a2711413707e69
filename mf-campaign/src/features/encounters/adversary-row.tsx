import { useId } from 'react';
import type { Adversary } from '@duality/rules';
import type { EncounterCardRow } from '@duality/stores';
import { useDataStores } from '@duality/stores/react';
import { Badge } from '@duality/ui/controls';
import { Icon } from '@duality/ui/icons';
import { adversaryNumbers, useAdversaryDamage } from './use-adversary-damage';
import { TYPE_NAMES } from './use-gm-content';
import { Button } from '@duality/ui';

/**
 * One adversary of a running fight as a row: who it is (a tap opens its whole card), its difficulty and
 * thresholds, HP and Stress a tap from plus or minus one, and damage to apply against its thresholds. Six rows
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
  const { encounters } = useDataStores();
  const damageId = useId();
  const { damage, setDamage, apply, said } = useAdversaryDamage(card, adversary);
  const name = card.label || adversary.name;
  return (
    <li className="campaign-foe" aria-label={name} data-defeated={card.hp_marked >= adversary.hp}>
      <button type="button" className="campaign-foe__open" aria-haspopup="dialog" onClick={onOpen}>
        <span className="campaign-foe__name">{name}</span>
        <span className="campaign-foe__kind">{`Tier ${adversary.tier} ${TYPE_NAMES[adversary.type]}`}</span>
        <Icon name="more" size={20} />
      </button>
      <p className="campaign-foe__numbers">{adversaryNumbers(adversary)}</p>
      <FoeTrack
        name={name}
        label="Hit Points"
        short="HP"
        slot="Hit Point"
        resource="hp"
        value={card.hp_marked}
        max={adversary.hp}
        onChange={(hp_marked) => void encounters.updateCard(card, { hp_marked })}
      />
      {adversary.stress > 0 ? (
        <FoeTrack
          name={name}
          label="Stress"
          short="Stress"
          slot="Stress"
          resource="stress"
          value={card.stress_marked}
          max={adversary.stress}
          onChange={(stress_marked) => void encounters.updateCard(card, { stress_marked })}
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

/** HP or Stress of one adversary: the marks against its slots, a tap from one more or one fewer. */
function FoeTrack({
  name,
  label,
  short,
  slot,
  resource,
  value,
  max,
  onChange,
}: {
  name: string;
  label: string;
  short: string;
  slot: string;
  resource: 'hp' | 'stress';
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className="campaign-foe__track" role="group" aria-label={label} data-resource={resource}>
      <button
        type="button"
        className="dh-icon-button"
        aria-label={`Clear a ${slot} on ${name}`}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
      >
        <Icon name="minus" size={20} />
      </button>
      <span className="campaign-foe__value">
        <Icon name={resource === 'hp' ? 'health' : 'stress'} size={16} />
        <span aria-hidden="true">
          {short} {value}/{max}
        </span>
        <span className="dh-visually-hidden">{`${value} of ${max} marked`}</span>
      </span>
      <button
        type="button"
        className="dh-icon-button"
        aria-label={`Mark a ${slot} on ${name}`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Icon name="plus" size={20} />
      </button>
    </div>
  );
}
