import { useId } from 'react';
import {
  rollAdversaryAttack,
  rollAdversaryDamage,
  STANDARD_CONDITIONS,
  type Adversary,
  type DiceSource,
} from '@duality/rules';
import type { EncounterCardRow } from '@duality/stores';
import { useDataStores } from '@duality/stores/react';
import { Badge, SlotTracker, Switch } from '@duality/ui/controls';
import { adversaryAttack, adversaryNumbers, useAdversaryDamage } from './use-adversary-damage';
import { TYPE_NAMES } from './use-gm-content';
import { useMarkChange } from './use-mark-change';
import { Button } from '@duality/ui';

/**
 * One adversary's whole card, opened from its row in the fight: its numbers and attack, HP and Stress slots,
 * damage against its thresholds, attack and damage rolls, conditions, whether players see it, and its
 * features. Every mark is written at once, so a reload finds the fight as it was.
 */
export function AdversaryCard({
  card,
  adversary,
  dice,
}: {
  card: EncounterCardRow;
  adversary: Adversary;
  dice: DiceSource;
}) {
  const { encounters } = useDataStores();
  const damageId = useId();
  const { damage, setDamage, apply, said, setSaid } = useAdversaryDamage(card, adversary);
  const name = card.label || adversary.name;
  const change = useMarkChange(card, name);
  const attack = () => {
    const roll = rollAdversaryAttack(adversary, dice);
    setSaid(
      `Attack: d20 ${roll.d20} ${roll.modifier >= 0 ? '+' : '−'} ${Math.abs(roll.modifier)} = ${roll.total}${roll.critical ? ', a critical' : ''}`,
    );
  };
  const damageRoll = () => {
    const res = rollAdversaryDamage(adversary, dice);
    setSaid(
      res.ok
        ? `Damage: ${res.roll.notation} → ${res.roll.rolls.join(' + ') || '0'} = ${res.roll.total}`
        : res.error,
    );
  };
  const toggle = (condition: string) =>
    void encounters.updateCard(card, {
      conditions: card.conditions.includes(condition)
        ? card.conditions.filter((c) => c !== condition)
        : [...card.conditions, condition],
    });
  return (
    <div className="campaign-adversary" data-defeated={card.hp_marked >= adversary.hp}>
      <p className="campaign-adversary__head">
        <Badge>{`Tier ${adversary.tier} ${TYPE_NAMES[adversary.type]}`}</Badge>
        {card.hp_marked >= adversary.hp && <Badge>Defeated</Badge>}
      </p>
      <p className="campaign-adversary__numbers">{adversaryNumbers(adversary)}</p>
      <p className="campaign-adversary__numbers">{adversaryAttack(adversary)}</p>
      <div className="campaign-actions">
        <Button onClick={attack}>Roll attack</Button>
        <Button variant="quiet" onClick={damageRoll}>
          Roll damage
        </Button>
      </div>
      <p className="campaign-adversary__said" aria-live="polite">
        {said}
      </p>
      <SlotTracker
        label="Hit Points"
        slotLabel={`${name} Hit Point`}
        resource="hp"
        value={card.hp_marked}
        max={adversary.hp}
        onChange={(v) => change('hp_marked', v)}
      />
      {adversary.stress > 0 && (
        <SlotTracker
          label="Stress"
          slotLabel={`${name} Stress`}
          resource="stress"
          value={card.stress_marked}
          max={adversary.stress}
          onChange={(v) => change('stress_marked', v)}
        />
      )}
      <form
        className="campaign-adversary__damage"
        onSubmit={(e) => {
          e.preventDefault();
          void apply();
        }}
      >
        <div className="dh-field campaign-adversary__damage-field">
          <label htmlFor={damageId}>Damage taken</label>
          <input
            id={damageId}
            inputMode="numeric"
            autoComplete="off"
            value={damage}
            onChange={(e) => setDamage(e.target.value)}
          />
        </div>
        <Button type="submit">Apply</Button>
      </form>
      <h3>Conditions</h3>
      <div className="campaign-actions" role="group" aria-label="Conditions">
        {STANDARD_CONDITIONS.map((c) => (
          <Button
            variant="quiet"
            key={c}
            aria-pressed={card.conditions.includes(c)}
            onClick={() => toggle(c)}
          >
            {c}
          </Button>
        ))}
      </div>
      <Switch
        label="Players see this card"
        checked={card.revealed}
        onCheckedChange={(revealed) => void encounters.updateCard(card, { revealed })}
      />
      <h3>Features</h3>
      <FeatureList adversary={adversary} />
    </div>
  );
}

/** An adversary's features, each with its kind (action, reaction, passive). */
export function FeatureList({ adversary }: { adversary: Adversary }) {
  if (adversary.features.length === 0) return <p>No features.</p>;
  return (
    <ul className="campaign-adversary__features">
      {adversary.features.map((f) => (
        <li key={f.name}>
          <strong>{f.name}</strong> ({f.kind}): {f.description}
        </li>
      ))}
    </ul>
  );
}
