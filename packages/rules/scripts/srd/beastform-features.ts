// Beastform features, structured by hand with our own summaries (keyed "Form/Feature").
import type { FeatureInput } from '../../src/index';

type Def = Omit<FeatureInput, 'name' | 'id'>;
const s = (stress: number) => ({ stress });
const h = (hope: number) => ({ hope });
const fragile: Def = {
  description: 'Major damage or worse knocks you out of Beastform.',
  effects: [{ kind: 'flag', flag: 'dropFormOnMajorDamage', trigger: 'damageTaken' }],
};
const carrier = (n: number): Def => ({
  description: `Carry up to ${n} willing allies as you move.`,
  effects: [{ kind: 'flag', flag: 'carriesAllies', uses: n }],
});
const aquatic: Def = {
  description: 'Breathe and move freely underwater.',
  effects: [
    { kind: 'movement', mode: 'swim' },
    { kind: 'flag', flag: 'breathesUnderwater' },
  ],
};
const birdsEye: Def = {
  description:
    'Fly at will. Once per rest while aloft, ask the GM one question about the scene below; the first roll acting on the answer has advantage.',
  effects: [
    { kind: 'movement', mode: 'fly' },
    { kind: 'advantage', on: ['acting on the answer'], frequency: 'rest' },
  ],
};
const maul: Def = {
  description: 'On a hit, spend 1 Hope: the target is Vulnerable and you get +1 Proficiency on this attack.',
  effects: [
    { kind: 'condition', condition: 'Vulnerable', trigger: 'attackHit', cost: h(1), target: 'target' },
    { kind: 'rollBonus', roll: 'proficiency', amount: 1, trigger: 'attackHit', cost: h(1) },
  ],
};
const poison = (what: string): Def => ({
  description: `${what} A Poisoned creature suffers 1d10 direct physical damage whenever it acts.`,
  effects: [
    { kind: 'condition', condition: 'Poisoned', trigger: 'attackHit', target: 'target' },
    { kind: 'damage', dice: '1d10', damageType: 'direct' },
  ],
});
const thresholds = (n: number): Def => ({
  description: `${n > 0 ? '+' : ''}${n} to both damage thresholds.`,
  modify: { majorDamageThreshold: n, severeDamageThreshold: n },
});

export const BEASTFORM_FEATURES: Record<string, Def> = {
  'Agile Scout/Agile': {
    description: 'You move silently; spend 1 Hope to travel up to Far range without a roll.',
    effects: [
      { kind: 'movement', mode: 'silent' },
      { kind: 'movement', mode: 'leap', cost: h(1), range: 'Far' },
    ],
  },
  'Agile Scout/Fragile': fragile,
  'Household Friend/Companion': {
    description: 'Helping an Ally, your advantage die is a d8.',
    effects: [{ kind: 'dieReplace', die: 'advantageDie', with: 'd8' }],
  },
  'Household Friend/Fragile': fragile,
  'Nimble Grazer/Elusive Prey': {
    description: 'When an attack would hit you, mark 1 Stress to add a d4 to Evasion against it.',
    effects: [{ kind: 'rollBonus', roll: 'evasion', amount: 'd4', trigger: 'attacked', cost: s(1) }],
  },
  'Nimble Grazer/Fragile': fragile,
  'Pack Predator/Hobbling Strike': {
    description: 'On a Melee hit, mark 1 Stress to make the target Vulnerable for a while.',
    effects: [
      {
        kind: 'condition',
        condition: 'Vulnerable',
        trigger: 'attackHit',
        cost: s(1),
        range: 'Melee',
        target: 'target',
      },
    ],
  },
  'Pack Predator/Pack Hunting': {
    description: 'Hitting the target an ally attacked just before you adds a d8 to damage.',
    effects: [{ kind: 'damage', dice: 'd8', extra: true, trigger: 'attackHit' }],
  },
  'Aquatic Scout/Aquatic': aquatic,
  'Aquatic Scout/Fragile': fragile,
  'Stalking Arachnid/Venomous Bite': poison('Melee hits poison the target for a while.'),
  'Stalking Arachnid/Webslinger': {
    description:
      'Spin sturdy webbing that holds one creature; a successful Finesse roll Restrains a target within Close range for a while.',
    effects: [
      { kind: 'condition', condition: 'Restrained', trigger: 'action', range: 'Close', target: 'target' },
    ],
  },
  'Mighty Strider/Carrier': carrier(2),
  'Mighty Strider/Trample': {
    description:
      'Mark 1 Stress to charge up to Close range in a line, attacking all in Melee of the path: d8+1 physical with your Proficiency, and those hit are Vulnerable for a while.',
    effects: [
      { kind: 'damage', dice: 'd8+1', damageType: 'physical', trigger: 'action', cost: s(1), range: 'Close' },
      { kind: 'extraTargets', count: 'all' },
      { kind: 'condition', condition: 'Vulnerable', target: 'target' },
    ],
  },
  'Armored Sentry/Armored Shell': {
    description:
      'Resist physical damage. Mark 1 Armor to withdraw into the shell: physical damage drops by your Armor Score, but you can’t act without leaving the form.',
    effects: [
      { kind: 'resistance', damageType: 'physical' },
      { kind: 'flag', flag: 'shellReducesDamage', trigger: 'action', cost: { armorSlot: 1 } },
    ],
  },
  'Armored Sentry/Cannonball': {
    description:
      'Mark 1 Stress to be hurled by an ally (their Agility or Strength attack against a foe within Close range): d12+2 physical with their Proficiency. Spend 1 Hope to also hit a second foe near the first for half.',
    effects: [
      {
        kind: 'damage',
        dice: 'd12+2',
        damageType: 'physical',
        trigger: 'action',
        cost: s(1),
        range: 'Close',
      },
    ],
  },
  'Powerful Beast/Rampage': {
    description:
      'A damage die showing 1 lets you add a d10. Before attacking, mark 1 Stress for +1 Proficiency.',
    effects: [
      { kind: 'damage', dice: 'd10', extra: true, trigger: 'damageDieRolled' },
      { kind: 'rollBonus', roll: 'proficiency', amount: 1, trigger: 'attackMade', cost: s(1) },
    ],
  },
  'Powerful Beast/Thick Hide': thresholds(2),
  'Striking Serpent/Venomous Strike': {
    ...poison(
      'One attack roll against as many targets as you like in Very Close range; those hit are Poisoned for a while.',
    ),
    effects: [
      { kind: 'extraTargets', count: 'all', range: 'Very Close' },
      { kind: 'condition', condition: 'Poisoned', trigger: 'attackHit', target: 'target' },
    ],
  },
  'Striking Serpent/Warning Hiss': {
    description: 'Mark 1 Stress: any targets in Melee are pushed back to Very Close.',
    effects: [
      {
        kind: 'movement',
        mode: 'knockback',
        trigger: 'action',
        cost: s(1),
        range: 'Melee',
        target: 'adversaries',
      },
    ],
  },
  'Pouncing Predator/Fleet': {
    description: 'Spend 1 Hope to travel up to Far range with no roll.',
    effects: [{ kind: 'movement', mode: 'leap', cost: h(1), range: 'Far' }],
  },
  'Pouncing Predator/Takedown': {
    description:
      'Mark 1 Stress to rush into Melee and attack; on a hit, +2 Proficiency and the target marks 1 Stress.',
    effects: [
      { kind: 'rollBonus', roll: 'proficiency', amount: 2, trigger: 'action', cost: s(1) },
      {
        kind: 'resource',
        resource: 'stress',
        action: 'mark',
        amount: 1,
        trigger: 'attackHit',
        target: 'target',
      },
    ],
  },
  'Winged Beast/Bird’s-Eye View': birdsEye,
  'Winged Beast/Hollow Bones': thresholds(-2),
  'Great Predator/Carrier': carrier(2),
  'Great Predator/Vicious Maul': maul,
  'Mighty Lizard/Physical Defense': thresholds(3),
  'Mighty Lizard/Snapping Strike': {
    description: 'On a Melee hit, spend 1 Hope to clamp the target: Restrained and Vulnerable for a while.',
    effects: [
      {
        kind: 'condition',
        condition: 'Restrained',
        trigger: 'attackHit',
        cost: h(1),
        range: 'Melee',
        target: 'target',
      },
      { kind: 'condition', condition: 'Vulnerable', trigger: 'attackHit', target: 'target' },
    ],
  },
  'Great Winged Beast/Bird’s-Eye View': birdsEye,
  'Great Winged Beast/Carrier': carrier(2),
  'Aquatic Predator/Aquatic': aquatic,
  'Aquatic Predator/Vicious Maul': maul,
  'Massive Behemoth/Carrier': carrier(4),
  'Massive Behemoth/Demolish': {
    description:
      'Spend 1 Hope to barrel up to Far range in a line, attacking all in Melee of the path: d8+10 physical with your Proficiency, and those hit are Vulnerable for a while.',
    effects: [
      { kind: 'damage', dice: 'd8+10', damageType: 'physical', trigger: 'action', cost: h(1), range: 'Far' },
      { kind: 'extraTargets', count: 'all' },
      { kind: 'condition', condition: 'Vulnerable', target: 'target' },
    ],
  },
  'Massive Behemoth/Undaunted': thresholds(2),
  'Terrible Lizard/Devastating Strikes': {
    description: 'Dealing Severe damage in Melee, mark 1 Stress to make the target mark 1 more HP.',
    effects: [
      {
        kind: 'resource',
        resource: 'hitPoint',
        action: 'mark',
        amount: 1,
        trigger: 'damageDealt',
        cost: s(1),
        range: 'Melee',
        target: 'target',
      },
    ],
  },
  'Terrible Lizard/Massive Stride': {
    description: 'Travel up to Far range without a roll, ignoring rough ground.',
    effects: [{ kind: 'movement', mode: 'leap', range: 'Far' }],
  },
  'Mythic Aerial Hunter/Carrier': carrier(3),
  'Mythic Aerial Hunter/Deadly Raptor': {
    description:
      'Fly at will, moving up to Far range as part of an action. Diving in a straight line from Close range or farther to attack, reroll damage dice below your Proficiency.',
    effects: [
      { kind: 'movement', mode: 'fly' },
      { kind: 'reroll', what: 'damage', trigger: 'attackHit' },
    ],
  },
  'Epic Aquatic Beast/Ocean Master': {
    description: 'Breathe and move freely underwater. Melee hits can Restrain the target for a while.',
    effects: [
      { kind: 'movement', mode: 'swim' },
      { kind: 'condition', condition: 'Restrained', trigger: 'attackHit', range: 'Melee', target: 'target' },
    ],
  },
  'Epic Aquatic Beast/Unyielding': {
    description:
      'Before marking an Armor Slot, roll a d6: on 5+, lower severity one step without marking it.',
    effects: [{ kind: 'severity', change: -1, trigger: 'armorMarked', chance: { die: 'd6', min: 5 } }],
  },
};
