import { useState } from 'react';
import { markAdversaryDamage, type Adversary } from '@duality/rules';
import type { EncounterCardRow } from '@duality/stores';
import { useDataStores } from '@duality/stores/react';

const SEVERITY = { none: 'No damage', minor: 'Minor damage', major: 'Major damage', severe: 'Severe damage' };

/**
 * Damage dealt to an adversary: the amount as typed, and `apply`, which marks the HP its thresholds give and
 * says what happened ("Major damage: 2 HP marked."). Shared by the fight's row and the adversary's card.
 */
export function useAdversaryDamage(card: EncounterCardRow, adversary: Adversary) {
  const { encounters } = useDataStores();
  const [damage, setDamage] = useState('');
  const [said, setSaid] = useState<string | null>(null);
  const apply = async () => {
    const amount = Number(damage);
    if (damage.trim() === '' || !Number.isInteger(amount) || amount < 1)
      return setSaid('Enter the damage as a whole number from 1.');
    const result = markAdversaryDamage(
      adversary,
      { hpMarked: card.hp_marked, stressMarked: card.stress_marked },
      amount,
    );
    if (await encounters.updateCard(card, { hp_marked: result.hpMarked })) {
      setDamage('');
      const minions =
        result.extraMinions > 0
          ? ` It also takes out ${result.extraMinions} more ${result.extraMinions === 1 ? 'Minion' : 'Minions'} in range.`
          : '';
      setSaid(
        `${SEVERITY[result.severity]}: ${result.marked} HP marked${result.defeated ? ', defeated.' : '.'}${minions}`,
      );
    }
  };
  return { damage, setDamage, apply, said, setSaid };
}

/** "Difficulty 14 · Major 9 · Severe 17", or how a Minion falls. */
export function adversaryNumbers(adversary: Adversary): string {
  const t = adversary.thresholds;
  return `Difficulty ${adversary.difficulty} · ${t ? `Major ${t.major} · Severe ${t.severe ?? '—'}` : 'Any damage defeats it'}`;
}

/** "Claws +1, 1d8+3 phy (Melee)". */
export function adversaryAttack(adversary: Adversary): string {
  const { attack, attackModifier } = adversary;
  return `${attack.name} ${attackModifier >= 0 ? '+' : ''}${attackModifier}, ${attack.damage} ${attack.damageType === 'magic' ? 'mag' : 'phy'} (${attack.range})`;
}
