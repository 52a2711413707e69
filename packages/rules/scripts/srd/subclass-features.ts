// Subclass features (Beastbound to Nightwalker, then the rest from subclass-features-p-to-w), structured by hand with our own summaries (keyed "Subclass/Feature" as the SRD names them).
import type { FeatureInput } from '../../src/index';
import { SUBCLASS_FEATURES_P_TO_W } from './subclass-features-p-to-w';

type Def = Omit<FeatureInput, 'name' | 'id'>;
const s = (stress: number) => ({ stress });
const h = (hope: number) => ({ hope });
const lr = { on: 'longRest' as const, quantity: 'all' as const };
const id = (sub: string, feature: string) => `core_subclass_${sub}_${feature}`;

export const SUBCLASS_FEATURES: Record<string, Def> = {
  'Beastbound/Companion': {
    description:
      'You gain an animal companion (companion sheet). Each time you level up, it takes one companion upgrade too.',
    companion: true,
  },
  'Beastbound/Expert Training': {
    description: 'Your companion takes one extra upgrade.',
    effects: [{ kind: 'flag', flag: 'extraCompanionUpgrade', target: 'companion' }],
  },
  'Beastbound/Battle-Bonded': {
    description: '+2 Evasion against foes standing in your companion’s Melee range.',
    effects: [{ kind: 'rollBonus', roll: 'evasion', amount: 2, trigger: 'attacked' }],
  },
  'Beastbound/Advanced Training': {
    description: 'Your companion takes two extra upgrades.',
    effects: [{ kind: 'flag', flag: 'extraCompanionUpgrade', target: 'companion', uses: 2 }],
  },
  'Beastbound/Loyal Friend': {
    description:
      'Once per long rest, if you and your companion are no farther apart than Close range, either may absorb a hit that would take the other’s last Stress or HP.',
    charge: { max: 1, recharge: lr },
    effects: [
      {
        kind: 'flag',
        flag: 'interceptDamage',
        trigger: 'lastHitPoint',
        frequency: 'longRest',
        range: 'Close',
        target: 'companion',
      },
    ],
  },
  'Call of the Brave/Courage': {
    description: 'Failing a roll with Fear gives you 1 Hope.',
    effects: [{ kind: 'resource', resource: 'hope', action: 'gain', amount: 1, trigger: 'rollFailed' }],
  },
  'Call of the Brave/Battle Ritual': {
    description:
      'Once per long rest, before facing something far beyond you, perform a ritual: clear 2 Stress and gain 2 Hope.',
    charge: { max: 1, recharge: lr },
    effects: [
      {
        kind: 'resource',
        resource: 'stress',
        action: 'clear',
        amount: 2,
        trigger: 'action',
        frequency: 'longRest',
      },
      {
        kind: 'resource',
        resource: 'hope',
        action: 'gain',
        amount: 2,
        trigger: 'action',
        frequency: 'longRest',
      },
    ],
  },
  'Call of the Brave/Rise to the Challenge': {
    description: 'With 2 or fewer unmarked HP, your Hope Die is a d20.',
    effects: [{ kind: 'dieReplace', die: 'hopeDie', with: 'd20', duration: 'whileActive' }],
  },
  'Call of the Brave/Camaraderie': {
    description: 'One extra Tag Team roll per session; allies pay only 2 Hope to Tag Team with you.',
    effects: [{ kind: 'flag', flag: 'extraTagTeam', frequency: 'session' }],
  },
  'Call of the Slayer/Slayer': {
    description:
      'On a roll with Hope, you may bank a d6 Slayer Die instead of the Hope (hold up to your Proficiency). Spend them on attack or damage rolls. At session end each unspent die becomes 1 Hope.',
    charge: { max: 'proficiency', start: 0 },
    effects: [{ kind: 'rollBonus', roll: 'attack', amount: 'd6', trigger: 'rollWithHope' }],
  },
  'Call of the Slayer/Weapon Specialist': {
    description:
      'On a hit, spend 1 Hope to add one of your secondary weapon’s damage dice. Once per long rest, reroll 1s on Slayer Dice.',
    effects: [
      { kind: 'damage', dice: 'd6', extra: true, trigger: 'attackHit', cost: h(1) },
      { kind: 'reroll', what: 'damage', frequency: 'longRest' },
    ],
  },
  'Call of the Slayer/Martial Preparation': {
    description:
      'New downtime move for the party: you and each ally who trains with you gain a d6 Slayer Die for an attack or damage roll.',
    effects: [{ kind: 'rollBonus', roll: 'attack', amount: 'd6', trigger: 'downtime', target: 'party' }],
  },
  'Divine Wielder/Spirit Weapon': {
    description:
      'Your equipped Melee or Very Close weapon can fly out to hit a foe within Close range and return. Mark 1 Stress to add another target to the same roll.',
    effects: [
      { kind: 'rangeChange', from: 'Melee', to: 'Close' },
      { kind: 'extraTargets', count: 1, trigger: 'attackMade', cost: s(1) },
    ],
  },
  'Divine Wielder/Sparing Touch': {
    description: 'Once per long rest, touch a creature to clear 2 HP or 2 Stress.',
    charge: { max: 1, recharge: lr },
    effects: [
      {
        kind: 'resource',
        resource: 'hitPoint',
        action: 'clear',
        amount: 2,
        trigger: 'action',
        frequency: 'longRest',
        target: 'allies',
      },
    ],
  },
  'Divine Wielder/Devout': {
    description: 'Roll one extra Prayer Die and drop the lowest. Sparing Touch works twice per long rest.',
    modifyCharge: { features: [id('divine_wielder', 'sparing_touch')], max: 2 },
  },
  'Divine Wielder/Sacred Resonance': {
    description: 'Spirit Weapon damage dice that match each other count double.',
    effects: [{ kind: 'flag', flag: 'matchingDiceDouble', trigger: 'damageDieRolled' }],
  },
  'Elemental Origin/Elementalist': {
    description:
      'Pick Air, Earth, Fire, Lightning or Water and make small harmless effects with it. Spend 1 Hope on an action roll: +2 to the roll or +3 to its damage.',
    effects: [{ kind: 'rollBonus', roll: 'action', amount: 2, trigger: 'actionRoll', cost: h(1) }],
  },
  'Elemental Origin/Natural Evasion': {
    description: 'When an attack would hit you, mark 1 Stress to add a d6 to your Evasion against it.',
    effects: [{ kind: 'rollBonus', roll: 'evasion', amount: 'd6', trigger: 'attacked', cost: s(1) }],
  },
  'Elemental Origin/Transcendence': {
    description:
      'Once per long rest, become your element until your next rest and pick two: +4 Severe threshold, +1 to a trait, +1 Proficiency, +2 Evasion.',
    charge: { max: 1, recharge: lr },
    effects: [
      {
        kind: 'flag',
        flag: 'transcendence',
        trigger: 'action',
        frequency: 'longRest',
        duration: 'untilRest',
      },
    ],
  },
  'Nightwalker/Shadow Stepper': {
    description:
      'Entering darkness or shadow, mark 1 Stress to step to another shadow within Far range; you arrive Cloaked.',
    effects: [
      { kind: 'movement', mode: 'teleport', trigger: 'action', cost: s(1), range: 'Far' },
      { kind: 'condition', condition: 'Cloaked', target: 'self' },
    ],
  },
  'Nightwalker/Dark Cloud': {
    description:
      'Spellcast roll (15): a dark cloud fills an area within Close range, blocking sight in and out; you count as Cloaked from foes it blinds.',
    effects: [{ kind: 'condition', condition: 'Cloaked', trigger: 'action', target: 'self', range: 'Close' }],
  },
  'Nightwalker/Adrenaline': {
    description: 'While you are Vulnerable, add your level to damage.',
    effects: [{ kind: 'rollBonus', roll: 'damage', amount: 'level', duration: 'whileActive' }],
  },
  'Nightwalker/Fleeting Shadow': {
    description: '+1 Evasion. Shadow Stepper reaches Very Far.',
    modify: { evasion: 1 },
    effects: [{ kind: 'rangeChange', from: 'Far', to: 'Very Far' }],
  },
  'Nightwalker/Vanishing Act': {
    description:
      'Mark 1 Stress at any time to become Cloaked, shaking off Restrained, until you roll with Fear or rest.',
    effects: [
      {
        kind: 'condition',
        condition: 'Cloaked',
        trigger: 'action',
        cost: s(1),
        target: 'self',
        duration: 'untilRest',
      },
    ],
  },
  ...SUBCLASS_FEATURES_P_TO_W,
};
