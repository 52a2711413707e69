// Weapon features (and the shared FeatureDef shape), structured by hand (the sources hold them as prose) with our own summaries.
import type { Charge, EffectInput, Modify } from '../../src/index';

export interface FeatureDef {
  description: string;
  modify?: Modify;
  effects?: EffectInput[];
  charge?: Charge;
}
type E = EffectInput;
const hit = (e: E): E => ({ ...e, trigger: 'attackHit' });

/** Every weapon feature in the SRD weapon tables, by name. */
export const WEAPON_FEATURES: Record<string, FeatureDef> = {
  Reliable: {
    description: '+1 to attack rolls.',
    effects: [{ kind: 'rollBonus', roll: 'attack', amount: 1 }],
  },
  Massive: {
    description: '-1 Evasion. On a hit, roll one more damage die and drop the lowest.',
    modify: { evasion: -1 },
    effects: [hit({ kind: 'flag', flag: 'extraDamageDieDropLowest' })],
  },
  Heavy: { description: '-1 Evasion.', modify: { evasion: -1 } },
  Quick: {
    description: 'Mark 1 Stress when attacking to also target another creature in range.',
    effects: [{ kind: 'extraTargets', count: 1, trigger: 'attackMade', cost: { stress: 1 } }],
  },
  Cumbersome: { description: '-1 Finesse.', modify: { finesse: -1 } },
  Returning: {
    description: 'Comes back to your hand right after a thrown attack in range.',
    effects: [{ kind: 'flag', flag: 'returnsWhenThrown' }],
  },
  Powerful: {
    description: 'On a hit, roll one more damage die and drop the lowest.',
    effects: [hit({ kind: 'flag', flag: 'extraDamageDieDropLowest' })],
  },
  Brutal: {
    description: 'Each damage die that shows its highest face adds another die.',
    effects: [{ kind: 'flag', flag: 'explodingDamageDice', trigger: 'damageDieRolled' }],
  },
  Deadly: {
    description: 'Severe damage makes the target mark 1 more HP.',
    effects: [
      {
        kind: 'resource',
        resource: 'hitPoint',
        action: 'mark',
        amount: 1,
        target: 'target',
        trigger: 'damageDealt',
      },
    ],
  },
  Scary: {
    description: 'On a hit, the target marks 1 Stress.',
    effects: [hit({ kind: 'resource', resource: 'stress', action: 'mark', amount: 1, target: 'target' })],
  },
  Reloading: {
    description: 'After each attack roll a d6; on a 1, mark 1 Stress to reload before firing again.',
    effects: [{ kind: 'flag', flag: 'reloading', trigger: 'attackMade', chance: { die: 'd6', min: 1 } }],
  },
  Pompous: {
    description: 'Usable only with Presence 0 or lower.',
    effects: [{ kind: 'requirement', stat: 'presence', max: 0 }],
  },
  Eruptive: {
    description:
      'On a Melee hit, other foes within Very Close take half damage unless they pass a 14 reaction roll.',
    effects: [hit({ kind: 'extraTargets', count: 'all', range: 'Very Close' })],
  },
  Invigorating: {
    description: 'On a hit, roll a d4: on a 4, clear 1 Stress.',
    effects: [
      hit({
        kind: 'resource',
        resource: 'stress',
        action: 'clear',
        amount: 1,
        chance: { die: 'd4', min: 4 },
      }),
    ],
  },
  Persuasive: {
    description: 'Mark 1 Stress before a Presence roll for +2 to it.',
    effects: [
      {
        kind: 'rollBonus',
        roll: 'trait',
        trait: 'presence',
        amount: 2,
        trigger: 'action',
        cost: { stress: 1 },
        duration: 'nextRoll',
      },
    ],
  },
  Sharpwing: {
    description: 'Add your Agility to damage.',
    effects: [{ kind: 'rollBonus', roll: 'damage', amount: 'agility' }],
  },
  Brave: {
    description: '-1 Evasion, +3 Severe threshold.',
    modify: { evasion: -1, severeDamageThreshold: 3 },
  },
  Devastating: {
    description: 'Mark 1 Stress before attacking to roll a d20 as the damage die.',
    effects: [
      { kind: 'dieReplace', die: 'damageDie', with: 'd20', trigger: 'attackMade', cost: { stress: 1 } },
    ],
  },
  Dueling: {
    description: 'Advantage on the attack when nobody else is within Close range of the target.',
    effects: [{ kind: 'advantage', on: ['isolated target attacks'], trigger: 'attackMade' }],
  },
  Retractable: {
    description: 'The blade hides in the hilt to escape notice.',
    effects: [{ kind: 'flag', flag: 'concealable' }],
  },
  Concussive: {
    description: 'On a hit, spend 1 Hope to push the target to Far range.',
    effects: [hit({ kind: 'movement', mode: 'knockback', cost: { hope: 1 }, range: 'Far' })],
  },
  Destructive: {
    description: '-1 Agility. On a hit, every foe within Very Close marks 1 Stress.',
    modify: { agility: -1 },
    effects: [
      hit({
        kind: 'resource',
        resource: 'stress',
        action: 'mark',
        amount: 1,
        target: 'adversaries',
        range: 'Very Close',
      }),
    ],
  },
  Serrated: {
    description: 'A damage die showing 1 counts as 8.',
    effects: [{ kind: 'flag', flag: 'onesCountAsEight', trigger: 'damageDieRolled' }],
  },
  Long: {
    description: 'Attacks hit every foe in a line within range.',
    effects: [{ kind: 'extraTargets', count: 'all', trigger: 'attackMade' }],
  },
  Grappling: {
    description: 'On a hit, spend 1 Hope to Restrain the target or drag it into Melee.',
    effects: [hit({ kind: 'condition', condition: 'Restrained', target: 'target', cost: { hope: 1 } })],
  },
  Bouncing: {
    description: 'Mark Stress when attacking: one target in range per Stress marked.',
    effects: [
      { kind: 'extraTargets', count: 'variable', trigger: 'attackMade', cost: { variable: 'stress' } },
    ],
  },
  Hot: {
    description: 'Slices through solid material.',
    effects: [{ kind: 'flag', flag: 'cutsSolidMaterial' }],
  },
  Lifestealing: {
    description: 'On a hit, roll a d6: on a 6, clear 1 HP or 1 Stress.',
    effects: [
      hit({
        kind: 'resource',
        resource: 'hitPoint',
        action: 'clear',
        amount: 1,
        chance: { die: 'd6', min: 6 },
      }),
    ],
  },
  Greedy: {
    description: 'Pay a handful of gold for +1 Proficiency on a damage roll.',
    effects: [
      { kind: 'rollBonus', roll: 'proficiency', amount: 1, trigger: 'attackHit', cost: { handfuls: 1 } },
    ],
  },
  Painful: {
    description: 'Each hit makes you mark 1 Stress.',
    effects: [hit({ kind: 'resource', resource: 'stress', action: 'mark', amount: 1, target: 'self' })],
  },
  Timebending: {
    description: 'Pick the target after seeing the attack roll.',
    effects: [{ kind: 'flag', flag: 'chooseTargetAfterRoll', trigger: 'attackMade' }],
  },
  Bonded: {
    description: 'Add your level to damage.',
    effects: [{ kind: 'rollBonus', roll: 'damage', amount: 'level' }],
  },
  Startling: {
    description: 'Mark 1 Stress to drive every foe in Melee back to Close range.',
    effects: [
      {
        kind: 'movement',
        mode: 'knockback',
        trigger: 'action',
        cost: { stress: 1 },
        target: 'adversaries',
        range: 'Melee',
      },
    ],
  },
  Hooked: {
    description: 'On a hit, you may pull the target into Melee.',
    effects: [hit({ kind: 'movement', mode: 'pull' })],
  },
  'Double Duty': {
    description: '+1 Armor Score, +1 primary weapon damage in Melee.',
    modify: { armorScore: 1, primaryMeleeDamage: 1 },
  },
  Parry: {
    description: 'When attacked, roll this weapon’s damage dice; matching attacker dice are discarded.',
    effects: [{ kind: 'flag', flag: 'parry', trigger: 'attacked' }],
  },
  Deflecting: {
    description: 'When attacked, mark 1 Armor to add your unmarked Armor Slots to Evasion for that attack.',
    effects: [{ kind: 'rollBonus', roll: 'evasion', amount: 1, trigger: 'attacked', cost: { armorSlot: 1 } }],
  },
  Charged: {
    description: 'Mark 1 Stress for +1 Proficiency on a primary weapon attack.',
    effects: [
      { kind: 'rollBonus', roll: 'proficiency', amount: 1, trigger: 'attackMade', cost: { stress: 1 } },
    ],
  },
  Sheltering: {
    description: 'Marking Armor also shields allies in Melee hit by the same damage.',
    effects: [
      { kind: 'flag', flag: 'sharedArmor', trigger: 'armorMarked', target: 'allies', range: 'Melee' },
    ],
  },
  'Doubled Up': {
    description: 'Primary weapon attacks also damage another target in Melee.',
    effects: [{ kind: 'extraTargets', count: 1, trigger: 'attackMade', range: 'Melee' }],
  },
  'Locked On': {
    description: 'On a hit, your next attack on that target succeeds automatically.',
    effects: [hit({ kind: 'flag', flag: 'nextAttackAutoHits' })],
  },
  Lucky: {
    description: 'After a failed attack, mark 1 Stress to reroll it.',
    effects: [{ kind: 'reroll', what: 'attack', trigger: 'attackMissed', cost: { stress: 1 } }],
  },
  Healing: {
    description: 'Clear 1 HP automatically in downtime.',
    effects: [{ kind: 'resource', resource: 'hitPoint', action: 'clear', amount: 1, trigger: 'downtime' }],
  },
  Otherworldly: {
    description: 'On a hit, choose physical or magic damage.',
    effects: [hit({ kind: 'flag', flag: 'chooseDamageType' })],
  },
  'Self-Correcting': {
    description: 'A damage die showing 1 counts as 6.',
    effects: [{ kind: 'flag', flag: 'onesCountAsSix', trigger: 'damageDieRolled' }],
  },
  Burning: {
    description: 'A damage die showing 6 makes the target mark 1 Stress.',
    effects: [
      {
        kind: 'resource',
        resource: 'stress',
        action: 'mark',
        amount: 1,
        target: 'target',
        trigger: 'damageDieRolled',
      },
    ],
  },
};

const number = (text: string, re: RegExp, what: string): number => {
  const m = re.exec(text);
  if (!m) throw new Error(`${what}: no number in "${text}"`);
  return Number(m[1]);
};

/**
 * Weapon features whose numbers differ from weapon to weapon (e.g. Protective +1..+4): built from each weapon's
 * own text, so the bonus always matches the SRD entry.
 */
export const WEAPON_FEATURES_BY_TEXT: Record<string, (text: string) => FeatureDef> = {
  Versatile: (text) => {
    const m =
      /statistics\W+(Agility|Strength|Finesse|Instinct|Presence|Knowledge),? (Melee|Very Close|Close|Far|Very Far),? (d\d+(?:\+\d+)?)/.exec(
        text,
      );
    if (!m) throw new Error(`Versatile: cannot read "${text}"`);
    const [, trait, range, damage] = m;
    return {
      description: `Alternate profile: ${trait}, ${range}, ${damage}.`,
      effects: [
        {
          kind: 'attack',
          trait: trait!.toLowerCase() as 'presence',
          range: range as 'Melee',
          damage: damage!,
          damageType: 'physical',
        },
      ],
    };
  },
  Protective: (text) => {
    const n = number(text, /\+(\d+) to Armor Score/, 'Protective');
    return { description: `+${n} Armor Score.`, modify: { armorScore: n } };
  },
  Barrier: (text) => {
    const n = number(text, /\+(\d+) to Armor Score/, 'Barrier');
    return { description: `+${n} Armor Score, -1 Evasion.`, modify: { armorScore: n, evasion: -1 } };
  },
  Paired: (text) => {
    const n = number(text, /\+(\d+) to primary weapon damage/, 'Paired');
    return {
      description: `+${n} primary weapon damage against Melee targets.`,
      modify: { primaryMeleeDamage: n },
    };
  },
};
