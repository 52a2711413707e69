// Subclass features (Primal Origin to Wordsmith), structured by hand with our own summaries (keyed "Subclass/Feature" as the SRD names them).
import type { FeatureInput } from '../../src/index';

export type Def = Omit<FeatureInput, 'name' | 'id'>;
const s = (stress: number) => ({ stress });
const h = (hope: number) => ({ hope });
const lr = { on: 'longRest' as const, quantity: 'all' as const };
const id = (sub: string, feature: string) => `core_subclass_${sub}_${feature}`;

export const SUBCLASS_FEATURES_P_TO_W: Record<string, Def> = {
  'Primal Origin/Manipulate Magic': {
    description:
      'After a spell or magic attack, mark 1 Stress for one: one range step farther, +2 to the action roll, double one damage die, or one more target.',
    effects: [{ kind: 'rollBonus', roll: 'action', amount: 2, trigger: 'attackMade', cost: s(1) }],
  },
  'Primal Origin/Enchanted Aid': {
    description:
      'Helping a Spellcast roll, your advantage die is a d8. Once per long rest, swap an assisted ally’s Duality Dice.',
    charge: { max: 1, recharge: lr },
    effects: [{ kind: 'dieReplace', die: 'advantageDie', with: 'd8' }],
  },
  'Primal Origin/Arcane Charge': {
    description:
      'Taking magic damage, or paying 2 Hope, makes you Charged. On a magic hit, spend the Charge for +10 damage or +3 to the target’s reaction Difficulty. Lost on a long rest.',
    effects: [{ kind: 'rollBonus', roll: 'damage', amount: 10, trigger: 'attackHit', cost: h(2) }],
  },
  'School of Knowledge/Prepared': {
    description: 'Take one extra domain card of your level or lower.',
    effects: [{ kind: 'flag', flag: 'extraDomainCard' }],
  },
  'School of Knowledge/Adept': {
    description:
      'Using an Experience, you may mark 1 Stress instead of spending Hope; its modifier then counts double.',
    effects: [{ kind: 'rollBonus', roll: 'experience', amount: 2, cost: s(1) }],
  },
  'School of Knowledge/Accomplished': {
    description: 'Take one extra domain card of your level or lower.',
    effects: [{ kind: 'flag', flag: 'extraDomainCard' }],
  },
  'School of Knowledge/Perfect Recall': {
    description: 'Once per rest, recalling a card from your vault costs 1 less.',
    charge: { max: 1, recharge: { on: 'rest', quantity: 'all' } },
    effects: [{ kind: 'flag', flag: 'cheaperRecall', frequency: 'rest' }],
  },
  'School of Knowledge/Brilliant': {
    description: 'Take one extra domain card of your level or lower.',
    effects: [{ kind: 'flag', flag: 'extraDomainCard' }],
  },
  'School of Knowledge/Honed Expertise': {
    description: 'Using an Experience, roll a d6: on 5+, it costs no Hope.',
    effects: [{ kind: 'flag', flag: 'freeExperience', chance: { die: 'd6', min: 5 } }],
  },
  'School of War/Battlemage': { description: '+1 Hit Point slot.', modify: { healthSlot: 1 } },
  'School of War/Face Your Fear': {
    description: 'Succeeding with Fear on an attack adds 1d10 magic damage.',
    effects: [{ kind: 'damage', dice: '1d10', damageType: 'magical', extra: true, trigger: 'attackHit' }],
  },
  'School of War/Conjure Shield': {
    description: 'While you hold 2+ Hope, add your Proficiency to Evasion.',
    effects: [{ kind: 'rollBonus', roll: 'evasion', amount: 'proficiency', duration: 'whileActive' }],
  },
  'School of War/Fueled by Fear': {
    description: 'Face Your Fear deals 2d10 instead.',
    effects: [{ kind: 'damage', dice: '2d10', damageType: 'magical', extra: true, trigger: 'attackHit' }],
  },
  'School of War/Thrive in Chaos': {
    description: 'On a hit, after rolling damage, mark 1 Stress to make the target mark 1 more HP.',
    effects: [
      {
        kind: 'resource',
        resource: 'hitPoint',
        action: 'mark',
        amount: 1,
        trigger: 'attackHit',
        cost: s(1),
        target: 'target',
      },
    ],
  },
  'School of War/Have No Fear': {
    description: 'Face Your Fear deals 3d10 instead.',
    effects: [{ kind: 'damage', dice: '3d10', damageType: 'magical', extra: true, trigger: 'attackHit' }],
  },
  'Stalwart/Unwavering': {
    description: '+1 to both damage thresholds.',
    modify: { majorDamageThreshold: 1, severeDamageThreshold: 1 },
  },
  'Stalwart/Iron Will': {
    description: 'Against physical damage, you may mark one extra Armor Slot to lower severity further.',
    effects: [{ kind: 'severity', change: -1, trigger: 'damageTaken', cost: { armorSlot: 1 } }],
  },
  'Stalwart/Unrelenting': {
    description: '+2 to both damage thresholds.',
    modify: { majorDamageThreshold: 2, severeDamageThreshold: 2 },
  },
  'Stalwart/Partners-in-Arms': {
    description:
      'An ally within Very Close range is hurt: mark 1 of your Armor Slots to lower that damage’s severity one step.',
    effects: [
      {
        kind: 'severity',
        change: -1,
        trigger: 'damageTaken',
        cost: { armorSlot: 1 },
        range: 'Very Close',
        target: 'allies',
      },
    ],
  },
  'Stalwart/Undaunted': {
    description: '+3 to both damage thresholds.',
    modify: { majorDamageThreshold: 3, severeDamageThreshold: 3 },
  },
  'Stalwart/Loyal Protector': {
    description:
      'When an ally within Close range with 2 or fewer HP would be hurt, mark 1 Stress to take the damage yourself.',
    effects: [
      {
        kind: 'flag',
        flag: 'interceptDamage',
        trigger: 'damageTaken',
        cost: s(1),
        range: 'Close',
        target: 'allies',
      },
    ],
  },
  'Syndicate/Well-Connected': {
    description:
      'In any notable town you know a local. Name them, say how they could help, and pick one complication from the list.',
    effects: [{ kind: 'flag', flag: 'localContact' }],
  },
  'Syndicate/Contacts Everywhere': {
    description:
      'Once per session, a shady contact appears. Pick one: a handful of gold, a tool or mundane object; +3 to your Hope or Fear Die on the next action roll; or +2d8 to your next damage.',
    effects: [{ kind: 'damage', dice: '2d8', extra: true, trigger: 'action', frequency: 'session' }],
  },
  'Syndicate/Reliable Backup': {
    description:
      'Contacts Everywhere works three times per session, with two new options: cut HP you mark by 1, or a d20 Hope Die on a conversational Presence roll.',
    effects: [{ kind: 'dieReplace', die: 'hopeDie', with: 'd20', frequency: 'session', uses: 3 }],
  },
  'Troubadour/Gifted Performer': {
    description:
      'Three songs, each once per long rest. Relaxing: you and allies within Close range clear 1 HP. Epic: a target within Close range becomes Vulnerable. Heartbreaking: you and allies within Close range gain 1 Hope.',
    charge: { max: 3, recharge: lr },
    effects: [
      {
        kind: 'resource',
        resource: 'hitPoint',
        action: 'clear',
        amount: 1,
        trigger: 'action',
        frequency: 'longRest',
        range: 'Close',
        target: 'party',
      },
      {
        kind: 'condition',
        condition: 'Vulnerable',
        trigger: 'action',
        frequency: 'longRest',
        range: 'Close',
        target: 'target',
      },
      {
        kind: 'resource',
        resource: 'hope',
        action: 'gain',
        amount: 1,
        trigger: 'action',
        frequency: 'longRest',
        range: 'Close',
        target: 'party',
      },
    ],
  },
  'Troubadour/Maestro': {
    description: 'An ally you give a Rally Die also gains 1 Hope or clears 1 Stress.',
    effects: [{ kind: 'resource', resource: 'hope', action: 'gain', amount: 1, target: 'allies' }],
  },
  'Troubadour/Virtuoso': {
    description: 'Each Gifted Performer song works twice per long rest.',
    modifyCharge: { features: [id('troubadour', 'gifted_performer')], max: 6 },
  },
  'Vengeance/At Ease': { description: '+1 Stress slot.', modify: { stressSlot: 1 } },
  'Vengeance/Revenge': {
    description: 'When a foe in Melee hits you, mark 2 Stress to make it mark 1 HP.',
    effects: [
      {
        kind: 'resource',
        resource: 'hitPoint',
        action: 'mark',
        amount: 1,
        trigger: 'attacked',
        cost: s(2),
        range: 'Melee',
        target: 'attacker',
      },
    ],
  },
  'Vengeance/Act of Reprisal': {
    description: 'When a foe hurts an ally in your Melee range, +1 Proficiency on your next hit against it.',
    effects: [{ kind: 'rollBonus', roll: 'proficiency', amount: 1, range: 'Melee', duration: 'nextRoll' }],
  },
  'Vengeance/Nemesis': {
    description:
      'Spend 2 Hope to mark one foe as your Priority until your next rest; attacking it, you may swap your Hope and Fear Dice.',
    effects: [
      { kind: 'flag', flag: 'swapDualityDice', trigger: 'action', cost: h(2), duration: 'untilRest' },
    ],
  },
  'Warden of Renewal/Clarity of Nature': {
    description:
      'Once per long rest, make a calm space within Close range; resting there a few minutes clears Stress equal to your Instinct, split among you and allies.',
    charge: { max: 1, recharge: lr },
    effects: [
      {
        kind: 'resource',
        resource: 'stress',
        action: 'clear',
        amount: 1,
        trigger: 'action',
        frequency: 'longRest',
        target: 'party',
      },
    ],
  },
  'Warden of Renewal/Regeneration': {
    description: 'Touch a creature and spend 3 Hope: it clears 1d4 HP.',
    effects: [
      {
        kind: 'resource',
        resource: 'hitPoint',
        action: 'clear',
        amount: '1d4',
        trigger: 'action',
        cost: h(3),
        range: 'Melee',
        target: 'allies',
      },
    ],
  },
  'Warden of Renewal/Regenerative Reach': {
    description: 'Regeneration reaches Very Close range.',
    effects: [{ kind: 'rangeChange', from: 'Melee', to: 'Very Close' }],
  },
  "Warden of Renewal/Warden's Protection": {
    description: 'Once per long rest, spend 2 Hope: 1d4 allies within Close range each clear 2 HP.',
    charge: { max: 1, recharge: lr },
    effects: [
      {
        kind: 'resource',
        resource: 'hitPoint',
        action: 'clear',
        amount: 2,
        trigger: 'action',
        frequency: 'longRest',
        cost: h(2),
        range: 'Close',
        target: 'allies',
      },
    ],
  },
  'Warden of Renewal/Defender': {
    description:
      'In Beastform, when an ally within Close range marks 2+ HP, mark 1 Stress to reduce that by 1.',
    effects: [
      {
        kind: 'resource',
        resource: 'hitPoint',
        action: 'avoid',
        trigger: 'damageTaken',
        cost: s(1),
        range: 'Close',
        target: 'allies',
      },
    ],
  },
  'Warden of the Elements/Elemental Incarnation': {
    description:
      'Mark 1 Stress to Channel an element until you take Severe damage or rest. Fire: Melee attackers take 1d10 magic. Earth: add Proficiency to thresholds. Water: your Melee damage makes other foes within Very Close mark 1 Stress. Air: hover, advantage on Agility rolls.',
    effects: [
      {
        kind: 'damage',
        dice: '1d10',
        damageType: 'magical',
        trigger: 'attackedInMelee',
        cost: s(1),
        target: 'attacker',
      },
      { kind: 'rollBonus', roll: 'thresholds', amount: 'proficiency', duration: 'whileActive' },
    ],
  },
  'Warden of the Elements/Elemental Aura': {
    description:
      'Once per rest while Channeling, an aura over Close range. Fire: foes that mark HP also mark 1 Stress. Earth: allies +1 Strength. Water: when hurt, mark 1 Stress to shove the attacker within Very Close. Air: allies hit from beyond Melee reduce damage by 1d8.',
    charge: { max: 1, recharge: { on: 'rest', quantity: 'all' } },
    effects: [{ kind: 'flag', flag: 'elementalAura', trigger: 'action', frequency: 'rest', range: 'Close' }],
  },
  'Warden of the Elements/Elemental Dominion': {
    description:
      'While Channeling. Fire: +1 Proficiency on damaging attacks and spells. Earth: roll a d6 per HP you would mark, each 6 cancels one. Water: when hit, mark 1 Stress to make the attacker Vulnerable. Air: +1 Evasion and flight.',
    effects: [
      { kind: 'rollBonus', roll: 'proficiency', amount: 1, duration: 'whileActive' },
      { kind: 'movement', mode: 'fly', duration: 'whileActive' },
    ],
  },
  'Wayfinder/Ruthless Predator': {
    description:
      'On a damage roll, mark 1 Stress for +1 Proficiency. Severe damage you deal makes the foe mark 1 Stress.',
    effects: [
      { kind: 'rollBonus', roll: 'proficiency', amount: 1, trigger: 'attackHit', cost: s(1) },
      {
        kind: 'resource',
        resource: 'stress',
        action: 'mark',
        amount: 1,
        trigger: 'damageDealt',
        target: 'target',
      },
    ],
  },
  'Wayfinder/Path Forward': {
    description:
      'You always know the most direct route to a place you have been, or that an object you carry has been.',
    effects: [{ kind: 'flag', flag: 'knowsRoute' }],
  },
  'Wayfinder/Elusive Predator': {
    description: '+2 Evasion against attacks from your Focus.',
    effects: [{ kind: 'rollBonus', roll: 'evasion', amount: 2, trigger: 'attacked' }],
  },
  'Wayfinder/Apex Predator': {
    description: 'Spend 1 Hope before attacking your Focus; on a hit, the GM loses 1 Fear.',
    effects: [
      { kind: 'resource', resource: 'fear', action: 'clear', amount: 1, trigger: 'attackHit', cost: h(1) },
    ],
  },
  'Winged Sentinel/Wings of Light': {
    description:
      'You can fly. Flying, mark 1 Stress to carry a willing creature your size or smaller, or spend 1 Hope for +1d8 damage on a hit.',
    effects: [
      { kind: 'movement', mode: 'fly' },
      { kind: 'damage', dice: '1d8', extra: true, trigger: 'attackHit', cost: h(1) },
    ],
  },
  'Winged Sentinel/Ethereal Visage': {
    description:
      'Flying, you have advantage on Presence rolls; succeeding with Hope on one may remove a GM Fear instead of gaining Hope.',
    effects: [{ kind: 'advantage', on: ['Presence rolls'], duration: 'whileActive' }],
  },
  'Winged Sentinel/Ascendant': { description: '+4 Severe threshold.', modify: { severeDamageThreshold: 4 } },
  'Winged Sentinel/Power of the Gods': {
    description: 'Wings of Light’s bonus becomes 1d12 while flying.',
    effects: [{ kind: 'damage', dice: '1d12', extra: true, trigger: 'attackHit', cost: h(1) }],
  },
  'Wordsmith/Rousing Speech': {
    description: 'Once per long rest, a stirring speech: every ally within Far range clears 2 Stress.',
    charge: { max: 1, recharge: lr },
    effects: [
      {
        kind: 'resource',
        resource: 'stress',
        action: 'clear',
        amount: 2,
        trigger: 'action',
        frequency: 'longRest',
        range: 'Far',
        target: 'allies',
      },
    ],
  },
  'Wordsmith/Heart of a Poet': {
    description: 'After an action roll to impress, persuade or insult, spend 1 Hope to add a d4.',
    effects: [{ kind: 'rollBonus', roll: 'action', amount: 'd4', trigger: 'actionRoll', cost: h(1) }],
  },
  'Wordsmith/Eloquent': {
    description:
      'Once per session, encouraging an ally, pick one: they find a needed mundane item, you Help them for free, or they get an extra downtime move next rest.',
    effects: [{ kind: 'downtimeMove', count: 1, frequency: 'session', target: 'allies' }],
  },
  'Wordsmith/Epic Poetry': {
    description:
      'Your Rally Die becomes a d10. Helping an Ally while narrating their legend, roll a d10 as the advantage die.',
    effects: [{ kind: 'dieReplace', die: 'advantageDie', with: 'd10' }],
  },
};
