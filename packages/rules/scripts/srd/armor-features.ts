// Armor features, structured by hand (the sources hold them as prose) with our own summaries.
import type { EffectInput } from '../../src/index';
import type { FeatureDef } from './equipment-features';

const hit = (e: EffectInput): EffectInput => ({ ...e, trigger: 'attackHit' });

/** Every armor feature in the SRD armor tables, by name. */
export const ARMOR_FEATURES: Record<string, FeatureDef> = {
  Flexible: { description: '+1 Evasion.', modify: { evasion: 1 } },
  Heavy: { description: '-1 Evasion.', modify: { evasion: -1 } },
  'Very Heavy': { description: '-2 Evasion, -1 Agility.', modify: { evasion: -2, agility: -1 } },
  Warded: {
    description: 'Magic damage is reduced by your Armor Score before thresholds apply.',
    effects: [{ kind: 'flag', flag: 'armorReducesMagicDamage', trigger: 'damageTaken' }],
  },
  Resilient: {
    description:
      'About to mark the final Armor Slot? Roll d6; a 6 lowers severity one step and leaves the slot clear.',
    effects: [{ kind: 'severity', change: -1, trigger: 'lastArmorSlot', chance: { die: 'd6', min: 6 } }],
  },
  Reinforced: {
    description: 'While your last Armor Slot is marked, +2 to damage thresholds.',
    effects: [
      { kind: 'rollBonus', roll: 'thresholds', amount: 2, trigger: 'lastArmorSlot', duration: 'whileActive' },
    ],
  },
  Shifting: {
    description: 'When targeted, mark 1 Armor to give the attack disadvantage.',
    effects: [
      {
        kind: 'disadvantage',
        on: ['attacks against you'],
        trigger: 'attacked',
        cost: { armorSlot: 1 },
        target: 'attacker',
      },
    ],
  },
  Quiet: {
    description: '+2 to rolls for moving silently.',
    effects: [
      { kind: 'rollBonus', roll: 'action', amount: 2 },
      { kind: 'movement', mode: 'silent' },
    ],
  },
  Hopeful: {
    description: 'Mark 1 Armor in place of spending 1 Hope.',
    effects: [{ kind: 'flag', flag: 'armorPaysHope', trigger: 'hopeSpent', cost: { armorSlot: 1 } }],
  },
  Gilded: { description: '+1 Presence.', modify: { presence: 1 } },
  Impenetrable: {
    description: 'Once per short rest, mark 1 Stress instead of your last HP.',
    effects: [
      {
        kind: 'resource',
        resource: 'hitPoint',
        action: 'avoid',
        trigger: 'lastHitPoint',
        frequency: 'shortRest',
        cost: { stress: 1 },
      },
    ],
  },
  Sharp: {
    description: '+1d4 damage on Melee hits.',
    effects: [hit({ kind: 'damage', dice: 'd4', extra: true, range: 'Melee' })],
  },
  Physical: {
    description: 'Armor Slots cannot reduce magic damage.',
    effects: [{ kind: 'flag', flag: 'armorBlocksPhysicalOnly' }],
  },
  Magic: {
    description: 'Armor Slots cannot reduce physical damage.',
    effects: [{ kind: 'flag', flag: 'armorBlocksMagicOnly' }],
  },
  Painful: {
    description: 'Each time you mark Armor, also mark 1 Stress.',
    effects: [
      {
        kind: 'resource',
        resource: 'stress',
        action: 'mark',
        amount: 1,
        trigger: 'armorMarked',
        target: 'self',
      },
    ],
  },
  Timeslowing: {
    description: 'Mark 1 Armor to add a d4 to Evasion against one attack.',
    effects: [
      { kind: 'rollBonus', roll: 'evasion', amount: 'd4', trigger: 'attacked', cost: { armorSlot: 1 } },
    ],
  },
  Channeling: {
    description: '+1 to Spellcast rolls.',
    effects: [{ kind: 'rollBonus', roll: 'spellcast', amount: 1 }],
  },
  Burning: {
    description: 'A foe that attacks you in Melee marks 1 Stress.',
    effects: [
      {
        kind: 'resource',
        resource: 'stress',
        action: 'mark',
        amount: 1,
        trigger: 'attackedInMelee',
        target: 'attacker',
      },
    ],
  },
  Fortified: {
    description: 'Marking Armor lowers severity by 2 thresholds instead of 1.',
    effects: [{ kind: 'severity', change: -2, trigger: 'armorMarked' }],
  },
  Truthseeking: {
    description: 'Glows when a creature within Close range lies.',
    effects: [{ kind: 'flag', flag: 'detectsLies', range: 'Close' }],
  },
  Difficult: {
    description: '-1 to every trait and to Evasion.',
    modify: {
      agility: -1,
      strength: -1,
      finesse: -1,
      instinct: -1,
      presence: -1,
      knowledge: -1,
      evasion: -1,
    },
  },
};
