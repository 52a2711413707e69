// Our summaries of domain card features (keyed by feature name; a plain card's feature is named after the
// card). Where the pattern extractor finds nothing, `e` gives the structured effect.
import { flagEffect as f, type CardText } from './card-types';

export const CARD_TEXT_SAGE_SPLENDOR_VALOR: Record<string, CardText> = {
  // Sage
  'Gifted Tracker':
    'While tracking, spend any Hope to ask that many questions about your quarry; +1 Evasion against creatures found this way.',
  "Nature's Tongue":
    'Instinct roll (12) to talk with plants and animals. In the wild, spend 1 Hope for +2 to a Spellcast roll.',
  'Vicious Entangle':
    'Spellcast vs a target within Far range: 1d8+1 physical and Restrained; spend 1 Hope to also Restrain a foe near it.',
  'Conjure Swarm':
    'Beetles: mark 1 Stress so your next damage is one step less severe (1 Hope to keep them). Fireflies: Spellcast vs all within Close range, spend 1 Hope for 2d8+3 magic to those hit.',
  'Natural Familiar':
    'Spend 1 Hope for a small nature spirit until you rest (1 more for a flier). Command it with Spellcast, mark 1 Stress to see through it; your damage near it gets +d6.',
  'Corrosive Projectile':
    'Spellcast vs a target within Far range: d6+4 magic (Proficiency). Mark 2+ Stress to Corrode it: -1 Difficulty per 2 Stress, stacking.',
  'Towering Stalk':
    'Once per rest, grow a climbable stalk within Close range up to Far tall; mark 1 Stress to Spellcast at foes within Close range, tossing them for d8 physical.',
  'Death Grip':
    'Spellcast vs a target within Close range, picking: pull together, it marks 2 Stress, or foes between you react (13) or take 3d6+2 physical. On success it is also Restrained.',
  'Healing Field':
    'Once per long rest: you and allies within Close range clear 1 HP, or 2 HP each if you spend 2 Hope.',
  'Thorn Skin':
    'Once per rest, spend 1 Hope for thorns: tokens equal to Spellcast trait. When hurt, spend tokens to roll that many d6 and cut the damage; a Melee attacker takes it too.',
  'Wild Fortress': {
    d: 'Spellcast (13), spend 2 Hope: a dome shelters you and an ally from attacks (no attacking out). It has thresholds 15/30 and lasts until it marks 3 HP.',
    e: f('barrierDome', { trigger: 'action', cost: { hope: 2 } }),
  },
  'Conjured Steeds':
    'Spend any Hope for that many steeds until your next long rest or they are hurt: double travel speed, move within Far without rolling; riders get -2 attack, +2 damage.',
  Forager:
    'Extra downtime move: roll a d6 to forage a consumable (food, relic, rune, vial, charm or your pick); the party holds up to five.',
  'Sage-Touched':
    'With 4+ Sage cards in loadout: +2 to Spellcast rolls in nature, and once per rest double your Agility or Instinct for one roll.',
  'Wild Surge':
    'Once per long rest, mark 1 Stress: a d6 starting at 1 adds to every action roll, rising by one each time. Past 6, or on a rest, it ends and you mark 1 Stress.',
  'Forest Sprites':
    'Spellcast (13), spend any Hope for that many sprites within Far range: allies get +3 to attack foes beside one, or mark an extra Armor Slot beside one. Each sprite works once.',
  'Rejuvenation Barrier':
    'Spellcast (15), once per rest: a barrier around you; you and allies inside clear 1d4 HP and resist physical damage from outside. It moves with you.',
  'Fane of the Wilds': {
    d: 'After a long rest, take a token per Sage card you hold. Spend tokens after a Spellcast roll for +1 each; a critical Sage spell gives one back.',
    e: [{ kind: 'rollBonus', roll: 'spellcast', amount: 1, trigger: 'actionRoll' }],
  },
  'Plant Dominion': 'Spellcast (18), once per long rest: reshape plant life anywhere within Far range.',
  'Force of Nature':
    'Mark 1 Stress to become a hulking nature spirit: +10 damage on hits, absorbing a foe you fell in Close range clears 1 Armor, can’t be Restrained. Each action roll costs 1 Hope or the form ends.',
  Tempest:
    'Spellcast vs all within Far range, until the GM spends a Fear: Blizzard 2d20+8 magic and Vulnerable; Hurricane 3d10+10 magic and no moving upwind; Sandstorm 5d6+9 magic and ranged attacks at disadvantage.',
  // Splendor
  'Bolt Beacon':
    'Spellcast vs a target within Far range, spend 1 Hope: d8+2 magic (Proficiency); it glows and is Vulnerable for a while.',
  'Mending Touch':
    'Given a few minutes, spend 2 Hope to clear 1 HP or 1 Stress on a creature. Once per long rest, sharing something personal makes it 2.',
  Reassurance: 'Once per rest, after an ally’s action roll but before its outcome, let them reroll.',
  'Final Words': {
    d: 'Spellcast (13) to let a corpse answer truthfully: three questions with Hope, one with Fear; then it turns to dust.',
    e: f('speakWithDead', { trigger: 'action' }),
  },
  'Healing Hands':
    'Spellcast (13) on another creature in Melee: mark 1 Stress to clear 2 HP or 2 Stress (1 on a failure). Once per target per long rest.',
  'Second Wind':
    'Once per rest, on a hit, clear 3 Stress or 1 HP; with Hope, an ally within Close range does too.',
  'Voice of Reason':
    'Advantage to calm violence or get others to follow you. With every Stress slot marked, +1 Proficiency on damage.',
  Divination: 'Once per long rest, pay 3 Hope to ask one yes-or-no question about the near future.',
  'Life Ward':
    'Spend 3 Hope to ward an ally within Close range: their next death move instead clears 1 HP. Ends on use, a new ward, or your long rest.',
  'Shape Material': {
    d: 'Spend 1 Hope to reshape a you-sized piece of natural material you touch, such as stone, ice or wood.',
    e: f('shapeMaterial', { cost: { hope: 1 } }),
  },
  Smite: 'Once per rest, spend 3 Hope: your next weapon hit deals double damage, as magic.',
  Restoration:
    'After a long rest, take tokens equal to Spellcast trait. By touch, each token clears 2 HP or 2 Stress, or ends Vulnerable or an ailment.',
  'Zone of Protection':
    'Spellcast (16), once per long rest: a zone at a point within Far range; allies in Very Close of it reduce damage by a d6 that starts at 1 and rises after each use, ending past 6.',
  'Healing Strike': 'When you deal damage, spend 2 Hope to clear 1 HP on an ally within Close range.',
  'Splendor-Touched':
    'With 4+ Splendor cards in loadout: +3 Severe threshold, and once per long rest pay HP damage with Stress or Hope instead.',
  'Shield Aura': {
    d: 'Mark 1 Stress to ward a target within Very Close range: their Armor Slots lower severity one extra step; ends when it stops all HP loss.',
    e: [
      {
        kind: 'severity',
        change: -1,
        trigger: 'armorMarked',
        cost: { stress: 1 },
        range: 'Very Close',
        target: 'allies',
      },
    ],
  },
  'Stunning Sunlight':
    'Spellcast vs all foes in front within Far range, spend any Hope: that many make a reaction roll (14); successes take 3d20+3 magic, failures 4d20+5 and are Stunned.',
  'Overwhelming Aura':
    'Spellcast (15), pay 2 Hope: until your next long rest, Presence uses your Spellcast trait’s value and foes mark 1 Stress to attack you.',
  'Salvation Beam': {
    d: 'Spellcast (16), then mark any Stress to clear that many HP among a line of allies within Far range.',
    e: [
      {
        kind: 'resource',
        resource: 'hitPoint',
        action: 'clear',
        amount: 1,
        trigger: 'action',
        cost: { variable: 'stress' },
        range: 'Far',
        target: 'allies',
      },
    ],
  },
  Invigoration:
    'A limited-use feature of yours, or of an ally no farther than Close, is spent: pay any Hope to roll that many d6; any 6 refreshes it.',
  Resurrection: {
    d: 'Spellcast (20): bring back someone dead up to 100 years, fully healed. Then roll a d6; 5 or lower vaults the card for good. On failure, wait a week.',
    e: f('resurrect', { trigger: 'action' }),
  },
  // Valor
  'Bare Bones': {
    d: 'Unarmored: Armor Score 3 + Strength, thresholds 9/19 (tier 1), 11/24, 13/31, 15/38 (tier 4).',
    e: f('unarmoredDefense'),
  },
  'Forceful Push':
    'Primary weapon attack in Melee: hit and knock back to Close; +d6 damage with Hope; spend 1 Hope to make it Vulnerable.',
  'I Am Your Shield': {
    d: 'An ally no farther than Very Close is about to be hurt: mark 1 Stress to take the attack instead; you may mark any number of Armor Slots against it.',
    e: f('interceptDamage', {
      trigger: 'damageTaken',
      cost: { stress: 1 },
      range: 'Very Close',
      target: 'allies',
    }),
  },
  'Body Basher': 'Melee weapon hits add your Strength to damage.',
  'Bold Presence':
    'Spend 1 Hope to add Strength to a Presence roll. Once per rest, shrug off a condition you would gain.',
  'Critical Inspiration':
    'Once per rest, on a critical attack, allies within Very Close range each clear 1 Stress or gain 1 Hope.',
  'Lean on Me':
    'Once per long rest, comfort an ally right after their failed action roll: you both clear 2 Stress.',
  'Goad Them On':
    'Presence roll to taunt a target within Close range: it marks 1 Stress and must next attack you, with disadvantage.',
  'Support Tank':
    'When an ally within Close range fails, spend 2 Hope to let them reroll their Hope or Fear Die.',
  Armorer: {
    d: 'While armored, +1 Armor Score; when you repair armor in downtime, allies clear 1 Armor Slot.',
    e: [{ kind: 'flag', flag: 'armorScoreBonus' }],
  },
  'Rousing Strike':
    'Once per rest, on a critical attack, you and allies who perceive you clear 1 HP or 1d4 Stress.',
  Inevitable: {
    d: 'After a failed action roll, your next one has advantage.',
    e: [{ kind: 'advantage', on: ['next action roll'], trigger: 'rollFailed' }],
  },
  'Rise Up': {
    d: 'Add Proficiency to your Severe threshold. Marking HP from an attack clears 1 Stress.',
    modify: { severeDamageThreshold: 'proficiency' },
  },
  'Shrug It Off':
    'When hurt, mark 1 Stress to lower severity one step, then roll a d6; 3 or lower vaults this card.',
  'Valor-Touched':
    'With 4+ Valor cards in loadout: +1 Armor Score, and marking HP without Armor clears 1 Armor Slot.',
  'Full Surge': 'Once per long rest, mark 3 Stress: +2 to every trait until your next rest.',
  'Ground Pound':
    'Spend 2 Hope, Strength roll vs all within Very Close range: hit targets fly to Far and make a reaction roll (17), taking 4d10+8 or half.',
  'Hold the Line':
    'Spend 1 Hope to hold a stance: foes entering Very Close range are pulled into Melee and Restrained. It ends if you move or fail with Fear, or if the GM pays 2 Fear.',
  'Lead by Example':
    'When you deal damage, mark 1 Stress: the next PC to attack that foe clears 1 Stress or gains 1 Hope.',
  Unbreakable: {
    d: 'At your last HP, skip the death move: roll a d6 and clear that many HP, then vault this card.',
    e: [{ kind: 'resource', resource: 'hitPoint', action: 'clear', amount: 'd6', trigger: 'lastHitPoint' }],
  },
  'Unyielding Armor':
    'Before marking an Armor Slot, roll d6s equal to Proficiency; any 6 lowers severity one step without marking it.',
};
