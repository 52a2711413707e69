// Ancestries and communities: our one-line descriptions and hand-structured features (keyed by source name).
import type { FeatureDef } from './equipment-features';

const s = (stress: number) => ({ stress });
const h = (hope: number) => ({ hope });

/** One short line per ancestry, in our words. */
export const ANCESTRY_BLURBS: Record<string, string> = {
  Clank: 'Built beings of metal, wood or stone, made for a purpose and endlessly repairable.',
  Drakona: 'Wingless dragon-kin with hard scales and an elemental breath.',
  Dwarf: 'Stocky, tough folk with dense skin and deep endurance.',
  Elf: 'Long-lived, quick-reacting people who rest in a waking trance.',
  Faerie: 'Winged, insect-like fey with a knack for bending luck.',
  Faun: 'Goat-legged people who leap far and kick hard.',
  Firbolg: 'Large, steady, bovine-featured folk who charge into battle.',
  Fungril: 'Mushroom people linked through a mycelial network.',
  Galapa: 'Turtle-like people who can withdraw into a protective shell.',
  Giant: 'Towering humanoids with long reach and great stamina.',
  Goblin: 'Small, sure-footed folk with sharp senses for danger.',
  Halfling: 'Small, hopeful people with an inner sense of direction.',
  Human: 'Adaptable, enduring people found everywhere.',
  Infernis: 'Fiend-descended people with a fearsome look and steady nerve.',
  Katari: 'Feline people with sharp reflexes and retractable claws.',
  Orc: 'Hardy, tusked people who fight hardest when near defeat.',
  Ribbet: 'Frog-like amphibians with a long, grasping tongue.',
  Simiah: 'Agile, simian climbers who are hard to hit.',
};

/** Ancestry features by "Ancestry/Feature" name. */
export const ANCESTRY_FEATURES: Record<string, FeatureDef> = {
  'Clank/Purposeful Design': {
    description: 'At creation, pick the Experience that fits your purpose: it gets a permanent +1.',
    effects: [{ kind: 'rollBonus', roll: 'experience', amount: 1, trigger: 'creation' }],
  },
  'Clank/Efficient': {
    description: 'On a short rest, you may take a long-rest move in place of a short-rest move.',
    effects: [{ kind: 'flag', flag: 'longRestMoveOnShortRest', trigger: 'shortRest' }],
  },
  'Drakona/Scales': {
    description: 'When taking Severe damage, mark 1 Stress to mark one fewer HP.',
    effects: [{ kind: 'severity', change: -1, trigger: 'damageTaken', cost: s(1) }],
  },
  'Drakona/Elemental Breath': {
    description: 'Breath attack of your chosen element: Instinct, Very Close, d8 magic, uses Proficiency.',
    effects: [
      { kind: 'attack', trait: 'instinct', range: 'Very Close', damage: 'd8', damageType: 'magical' },
    ],
  },
  'Dwarf/Thick Skin': {
    description: 'On Minor damage, you may mark 2 Stress in place of 1 HP.',
    effects: [
      { kind: 'resource', resource: 'hitPoint', action: 'avoid', trigger: 'damageTaken', cost: s(2) },
    ],
  },
  'Dwarf/Increased Fortitude': {
    description: 'Pay 3 Hope: physical damage you take is halved.',
    effects: [
      { kind: 'resource', resource: 'hitPoint', action: 'halveDamage', trigger: 'damageTaken', cost: h(3) },
    ],
  },
  'Elf/Quick Reactions': {
    description: 'Mark 1 Stress for advantage on a reaction roll.',
    effects: [{ kind: 'advantage', on: ['reaction roll'], trigger: 'reactionRoll', cost: s(1) }],
  },
  'Elf/Celestial Trance': {
    description: 'During a rest, trance to take one extra downtime move.',
    effects: [{ kind: 'downtimeMove', count: 1, trigger: 'rest' }],
  },
  'Faerie/Luckbender': {
    description:
      'Once per session, pay 3 Hope to have an action roll by you or an ally within Close range rolled again (both Duality Dice).',
    effects: [
      {
        kind: 'reroll',
        what: 'dualityDice',
        trigger: 'actionRoll',
        frequency: 'session',
        cost: h(3),
        range: 'Close',
      },
    ],
  },
  'Faerie/Wings': {
    description: 'You fly. While flying, mark 1 Stress after a foe attacks you for +2 Evasion against it.',
    effects: [
      { kind: 'movement', mode: 'fly' },
      { kind: 'rollBonus', roll: 'evasion', amount: 2, trigger: 'attacked', cost: s(1) },
    ],
  },
  'Faun/Caprine Leap': {
    description: 'Leap anywhere within Close range as normal movement.',
    effects: [{ kind: 'movement', mode: 'leap', range: 'Close' }],
  },
  'Faun/Kick': {
    description: 'On a Melee hit, mark 1 Stress for +2d6 damage and push you or the target to Very Close.',
    effects: [
      { kind: 'damage', dice: '2d6', extra: true, trigger: 'attackHit', cost: s(1), range: 'Melee' },
      { kind: 'movement', mode: 'knockback', trigger: 'attackHit' },
    ],
  },
  'Firbolg/Charge': {
    description:
      'After a successful Agility roll moving from Far or Very Far into Melee, mark 1 Stress: 1d12 physical to all in Melee.',
    effects: [
      {
        kind: 'damage',
        dice: '1d12',
        damageType: 'physical',
        trigger: 'action',
        cost: s(1),
        range: 'Melee',
        target: 'adversaries',
      },
    ],
  },
  'Firbolg/Unshakable': {
    description: 'When you would mark Stress, roll a d6: on a 6, you don’t.',
    effects: [
      {
        kind: 'resource',
        resource: 'stress',
        action: 'avoid',
        trigger: 'stressMarked',
        chance: { die: 'd6', min: 6 },
      },
    ],
  },
  'Fungril/Fungril Network': {
    description: 'Instinct roll (12) to talk with other Fungril at any distance.',
    effects: [{ kind: 'flag', flag: 'longDistanceSpeech', trigger: 'action' }],
  },
  'Fungril/Death Connection': {
    description: 'Touching a fresh corpse, mark 1 Stress to pull one memory tied to a feeling you name.',
    effects: [{ kind: 'flag', flag: 'readCorpseMemory', trigger: 'action', cost: s(1) }],
  },
  'Galapa/Shell': {
    description: 'Add your Proficiency to your damage thresholds.',
    modify: { majorDamageThreshold: 'proficiency', severeDamageThreshold: 'proficiency' },
  },
  'Galapa/Retract': {
    description:
      'Mark 1 Stress to withdraw: resist physical damage, but disadvantage on action rolls and no moving.',
    effects: [
      { kind: 'resistance', damageType: 'physical', trigger: 'action', cost: s(1), duration: 'whileActive' },
      { kind: 'disadvantage', on: ['action rolls'], duration: 'whileActive' },
    ],
  },
  'Giant/Endurance': { description: '+1 Hit Point slot.', modify: { healthSlot: 1 } },
  'Giant/Reach': {
    description: 'Your Melee-range weapons and abilities reach Very Close.',
    effects: [{ kind: 'rangeChange', from: 'Melee', to: 'Very Close' }],
  },
  'Goblin/Surefooted': {
    description: 'Disadvantage never applies to your Agility rolls.',
    effects: [{ kind: 'flag', flag: 'ignoreAgilityDisadvantage' }],
  },
  'Goblin/Danger Sense': {
    description:
      'Once per rest, mark 1 Stress to make a foe reroll an attack on you or an ally within Very Close.',
    effects: [
      {
        kind: 'reroll',
        what: 'adversaryAttack',
        trigger: 'attacked',
        frequency: 'rest',
        cost: s(1),
        range: 'Very Close',
      },
    ],
  },
  'Halfling/Luckbringer': {
    description: 'Each session starts with every party member gaining 1 Hope.',
    effects: [
      {
        kind: 'resource',
        resource: 'hope',
        action: 'gain',
        amount: 1,
        trigger: 'sessionStart',
        target: 'party',
      },
    ],
  },
  'Halfling/Internal Compass': {
    description: 'A Hope Die showing 1 may be rerolled.',
    effects: [{ kind: 'reroll', what: 'hopeDie', trigger: 'actionRoll' }],
  },
  'Human/High Stamina': { description: '+1 Stress slot.', modify: { stressSlot: 1 } },
  'Human/Adaptability': {
    description: 'After failing a roll that used an Experience, mark 1 Stress to reroll.',
    effects: [{ kind: 'reroll', what: 'failedRoll', trigger: 'rollFailed', cost: s(1) }],
  },
  'Infernis/Fearless': {
    description: 'On a roll with Fear, mark 2 Stress to make it a roll with Hope.',
    effects: [{ kind: 'flag', flag: 'fearBecomesHope', trigger: 'rollWithFear', cost: s(2) }],
  },
  'Infernis/Dread Visage': {
    description: 'Advantage when intimidating hostile creatures.',
    effects: [{ kind: 'advantage', on: ['intimidate hostiles'] }],
  },
  'Katari/Feline Instincts': {
    description: 'On an Agility roll, spend 2 Hope to reroll the Hope Die.',
    effects: [{ kind: 'reroll', what: 'hopeDie', trigger: 'actionRoll', cost: h(2) }],
  },
  'Katari/Retracting Claws': {
    description: 'Agility roll to claw a target in Melee; on a success it is Vulnerable for a while.',
    effects: [
      { kind: 'condition', condition: 'Vulnerable', trigger: 'action', target: 'target', range: 'Melee' },
    ],
  },
  'Orc/Sturdy': {
    description: 'With 1 HP left, attacks against you have disadvantage.',
    effects: [
      { kind: 'disadvantage', on: ['attacks against you'], trigger: 'lastHitPoint', target: 'attacker' },
    ],
  },
  'Orc/Tusks': {
    description: 'On a Melee hit, spend 1 Hope for +1d6 damage.',
    effects: [{ kind: 'damage', dice: '1d6', extra: true, trigger: 'attackHit', cost: h(1), range: 'Melee' }],
  },
  'Ribbet/Amphibious': {
    description: 'Breathe and move freely underwater.',
    effects: [
      { kind: 'movement', mode: 'swim' },
      { kind: 'flag', flag: 'breathesUnderwater' },
    ],
  },
  'Ribbet/Long Tongue': {
    description:
      'Grab things within Close range. Mark 1 Stress to attack with it: Finesse, Close, d12 physical.',
    effects: [
      {
        kind: 'attack',
        trait: 'finesse',
        range: 'Close',
        damage: 'd12',
        damageType: 'physical',
        cost: s(1),
        trigger: 'action',
      },
    ],
  },
  'Simiah/Natural Climber': {
    description: 'Advantage on Agility rolls to balance or climb.',
    effects: [
      { kind: 'advantage', on: ['balance', 'climb'] },
      { kind: 'movement', mode: 'climb' },
    ],
  },
  'Simiah/Nimble': { description: '+1 Evasion.', modify: { evasion: 1 } },
};

/** One short line per community, in our words. */
export const COMMUNITY_BLURBS: Record<string, string> = {
  Highborne: 'Raised among wealth, titles and power.',
  Loreborne: 'Raised in a culture of study, archives and debate.',
  Orderborne: 'Raised under strict codes, ranks and shared duty.',
  Ridgeborne: 'Raised on mountain ridges and cliffs, hardened by the climb.',
  Seaborne: 'Raised by the water, on ships or in port towns.',
  Slyborne: 'Raised among thieves, smugglers and their rules.',
  Underborne: 'Raised underground, at home in tunnels and dark.',
  Wanderborne: 'Raised on the road, with no fixed home.',
  Wildborne: 'Raised deep in the wilds, close to nature.',
};

/** Community features by "Community/Feature" name. */
export const COMMUNITY_FEATURES: Record<string, FeatureDef> = {
  'Highborne/Privilege': {
    description: 'Advantage when dealing with nobles, haggling or trading on your name.',
    effects: [{ kind: 'advantage', on: ['nobles', 'haggling', 'reputation'] }],
  },
  'Loreborne/Well-Read': {
    description: 'Advantage on rolls about the history, culture or politics of notable people and places.',
    effects: [{ kind: 'advantage', on: ['history', 'culture', 'politics'] }],
  },
  'Orderborne/Dedicated': {
    description:
      'Write three guiding sayings. Once per rest, acting on one lets you roll a d20 as your Hope Die.',
    effects: [{ kind: 'dieReplace', die: 'hopeDie', with: 'd20', trigger: 'actionRoll', frequency: 'rest' }],
  },
  'Ridgeborne/Steady': {
    description: 'Advantage on cliffs and ledges, in harsh terrain and on survival know-how.',
    effects: [{ kind: 'advantage', on: ['cliffs and ledges', 'harsh terrain', 'survival'] }],
  },
  'Seaborne/Know the Tide': {
    description:
      'Each roll with Fear adds a token (max = level). Spend tokens before an action roll for +1 each. Tokens clear at session end.',
    effects: [{ kind: 'rollBonus', roll: 'action', amount: 1, trigger: 'rollWithFear' }],
    charge: { max: 'level' },
  },
  'Slyborne/Scoundrel': {
    description: 'Advantage when dealing with criminals, spotting lies or finding a hideout.',
    effects: [{ kind: 'advantage', on: ['criminals', 'lies', 'hiding places'] }],
  },
  'Underborne/Low-Light Living': {
    description: 'In dim light or deep shadow, advantage to hide, search or notice details there.',
    effects: [{ kind: 'advantage', on: ['hide', 'investigate', 'perceive'] }],
  },
  'Wanderborne/Nomadic Pack': {
    description:
      'You carry a Nomadic Pack. Once per session, spend 1 Hope to pull a useful mundane item from it.',
    effects: [{ kind: 'flag', flag: 'pullMundaneItem', trigger: 'action', frequency: 'session', cost: h(1) }],
  },
  'Wildborne/Lightfoot': {
    description: 'You move silently; advantage to move unheard.',
    effects: [
      { kind: 'movement', mode: 'silent' },
      { kind: 'advantage', on: ['moving unheard'] },
    ],
  },
};
