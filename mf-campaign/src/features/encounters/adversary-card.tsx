import { useId, useState } from 'react';
import {
  markAdversaryDamage,
  rollAdversaryAttack,
  rollAdversaryDamage,
  STANDARD_CONDITIONS,
  type Adversary,
  type DiceSource,
} from '@duality/rules';
import type { EncounterCardRow } from '@duality/stores';
import { useDataStores } from '@duality/stores/react';
import { Badge, SlotTracker, Switch } from '@duality/ui/controls';
import { TYPE_NAMES } from './use-gm-content';

const SEVERITY = { none: 'No damage', minor: 'Minor damage', major: 'Major damage', severe: 'Severe damage' };

/**
 * One adversary in a running fight: its numbers (difficulty, thresholds, attack), HP and Stress to mark, damage
 * to apply against its thresholds, attack and damage rolls, conditions, features, and whether players see it.
 * Every mark is written at once, so a reload finds the fight as it was.
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
  const [damage, setDamage] = useState('');
  const [said, setSaid] = useState<string | null>(null);
  const t = adversary.thresholds;
  const applyDamage = async () => {
    const amount = Number(damage);
    if (!Number.isInteger(amount) || amount < 1) return setSaid('Enter the damage as a whole number from 1.');
    const result = markAdversaryDamage(
      adversary,
      { hpMarked: card.hp_marked, stressMarked: card.stress_marked },
      amount,
    );
    if (await encounters.updateCard(card, { hp_marked: result.hpMarked })) {
      setDamage('');
      setSaid(
        `${SEVERITY[result.severity]}: ${result.marked} HP marked${result.defeated ? ', defeated.' : '.'}`,
      );
    }
  };
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
    <li
      className="campaign-adversary"
      aria-label={card.label || adversary.name}
      data-defeated={card.hp_marked >= adversary.hp}
    >
      <p className="campaign-adversary__head">
        <strong>{card.label || adversary.name}</strong>
        <Badge>{`Tier ${adversary.tier} ${TYPE_NAMES[adversary.type]}`}</Badge>
      </p>
      <p className="campaign-adversary__numbers">
        Difficulty {adversary.difficulty} ·{' '}
        {t ? `Major ${t.major} · Severe ${t.severe ?? '—'}` : 'Any damage defeats it'} ·{' '}
        {adversary.attack.name} {adversary.attackModifier >= 0 ? '+' : ''}
        {adversary.attackModifier}, {adversary.attack.damage}{' '}
        {adversary.attack.damageType === 'magic' ? 'mag' : 'phy'} ({adversary.attack.range})
      </p>
      <SlotTracker
        label="Hit Points"
        slotLabel={`${card.label} Hit Point`}
        resource="hp"
        value={card.hp_marked}
        max={adversary.hp}
        onChange={(v) => void encounters.updateCard(card, { hp_marked: v })}
      />
      {adversary.stress > 0 && (
        <SlotTracker
          label="Stress"
          slotLabel={`${card.label} Stress`}
          resource="stress"
          value={card.stress_marked}
          max={adversary.stress}
          onChange={(v) => void encounters.updateCard(card, { stress_marked: v })}
        />
      )}
      <div className="campaign-adversary__damage">
        <div className="dh-field">
          <label htmlFor={damageId}>Damage taken</label>
          <input
            id={damageId}
            inputMode="numeric"
            value={damage}
            onChange={(e) => setDamage(e.target.value)}
          />
        </div>
        <button type="button" className="dh-button" onClick={() => void applyDamage()}>
          Apply
        </button>
        <button type="button" className="dh-button dh-button--quiet" onClick={attack}>
          Roll attack
        </button>
        <button type="button" className="dh-button dh-button--quiet" onClick={damageRoll}>
          Roll damage
        </button>
      </div>
      <p className="campaign-adversary__said" aria-live="polite">
        {said}
      </p>
      {card.conditions.length > 0 && (
        <p className="campaign-adversary__conditions">{card.conditions.join(', ')}</p>
      )}
      {/* What is changed less often is folded, so six cards fit a tablet's screen. */}
      <details className="campaign-disclosure">
        <summary>Conditions and reveal</summary>
        <div className="campaign-actions" role="group" aria-label="Conditions">
          {STANDARD_CONDITIONS.map((c) => (
            <button
              key={c}
              type="button"
              className="dh-button dh-button--quiet"
              aria-pressed={card.conditions.includes(c)}
              onClick={() => toggle(c)}
            >
              {c}
            </button>
          ))}
        </div>
        <Switch
          label="Players see this card"
          checked={card.revealed}
          onCheckedChange={(revealed) => void encounters.updateCard(card, { revealed })}
        />
      </details>
      <details className="campaign-disclosure">
        <summary>Features ({adversary.features.length})</summary>
        <ul>
          {adversary.features.map((f) => (
            <li key={f.name}>
              <strong>{f.name}</strong> ({f.kind}): {f.description}
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
