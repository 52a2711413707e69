// Our summary of every loot item and consumable, plus effects where the pattern extractor reads the text wrong
// or not at all. Keyed by SRD name. (daggersearch garbles two entries; the numbers here follow seansbox and
// daggerheart-data: Major Arcane Shard 4d20, Sun Tree Sap 5-6 / 2-4 / 1.)
import type { EffectInput } from '../../src/index';

export interface ItemText {
  d: string;
  effects?: EffectInput[];
  restore?: { health?: string | number; stress?: string | number; hope?: string | number } | null;
}
const flag = (f: string, extra: Partial<EffectInput> = {}): EffectInput[] => [
  { kind: 'flag', flag: f, ...extra } as EffectInput,
];

export const ITEM_TEXT: Record<string, ItemText> = {
  'Premium Bedroll': { d: 'Clear 1 Stress automatically during downtime.' },
  'Piper Whistle': { d: 'Its shrill note carries about a mile.', effects: flag('signalWhistle') },
  'Charging Quiver': {
    d: 'Hits with arrows from this quiver add your tier to damage.',
    effects: [{ kind: 'rollBonus', roll: 'damage', amount: 'tier', trigger: 'attackHit' }],
  },
  "Alistair's Torch": { d: 'Lights at will and brightens a whole cave.', effects: flag('brightLight') },
  'Speaking Orbs': {
    d: 'Holders of the paired orbs can talk at any distance.',
    effects: flag('longDistanceSpeech'),
  },
  Manacles: { d: 'Locking cuffs with a key.', effects: flag('restrains') },
  'Arcane Cloak': {
    d: 'A spellcaster wearing it can change its color, texture and size.',
    effects: flag('shapeableClothing'),
  },
  'Woven Net': {
    d: 'Finesse roll to snare a small creature; it escapes with an attack roll (16).',
    effects: [{ kind: 'condition', condition: 'Restrained', trigger: 'action', target: 'target' }],
  },
  'Fire Jar': {
    d: 'Pour it out to start a fire; refills on a long rest.',
    effects: flag('makesFire', { frequency: 'longRest' }),
  },
  'Suspended Rod': {
    d: 'Activated, it hangs fixed in the air until switched off.',
    effects: flag('fixedInPlace'),
  },
  'Glamour Stone': {
    d: 'Memorize the look of someone you see; spend 1 Hope to wear it as an illusion.',
    effects: flag('disguise', { trigger: 'action', cost: { hope: 1 } }),
  },
  'Empty Chest': {
    d: 'Looks empty unless opened with its trigger word or action.',
    effects: flag('hiddenStorage'),
  },
  'Companion Case': {
    d: 'Holds a small animal companion, safe from all harm while inside.',
    effects: flag('protectsCompanion', { target: 'companion' }),
  },
  'Piercing Arrows': {
    d: 'Three times per rest, add your Proficiency to damage on a hit with one.',
    effects: [
      {
        kind: 'rollBonus',
        roll: 'damage',
        amount: 'proficiency',
        trigger: 'attackHit',
        frequency: 'rest',
        uses: 3,
      },
    ],
  },
  Valorstone: { d: 'Gives featureless armor Resilient.' },
  'Skeleton Key': {
    d: 'Advantage on the Finesse roll to open a locked door.',
    effects: [{ kind: 'advantage', on: ['opening locks'] }],
  },
  'Arcane Prism': {
    d: 'Set it down and activate: allies within Close range get +1 to Spellcast rolls. It can’t move while on; once off, it stays off until a long rest.',
    effects: [
      {
        kind: 'rollBonus',
        roll: 'spellcast',
        amount: 1,
        trigger: 'action',
        range: 'Close',
        target: 'allies',
        frequency: 'longRest',
      },
    ],
  },
  'Minor Stamina Potion Recipe': { d: 'Downtime move: turn a creature’s bone into a Minor Stamina Potion.' },
  'Minor Health Potion Recipe': { d: 'Downtime move: turn a vial of blood into a Minor Health Potion.' },
  'Homing Compasses': { d: 'Each of the pair always points at the other.', effects: flag('pointsToPair') },
  'Corrector Sprite': { d: 'Once per short rest, advantage on an attack roll.' },
  'Gecko Gloves': { d: 'Climb walls and ceilings.', effects: [{ kind: 'movement', mode: 'climb' }] },
  Lorekeeper: {
    d: 'Record up to three hostile creatures; +1 to action rolls against them.',
    effects: [{ kind: 'rollBonus', roll: 'action', amount: 1 }],
  },
  'Vial of Darksmoke Recipe': { d: 'Downtime move: mark 1 Stress to make a Vial of Darksmoke.' },
  Bloodstone: { d: 'Gives a featureless weapon Brutal.' },
  Greatstone: { d: 'Gives a featureless weapon Powerful.' },
  Glider: {
    d: 'While falling, mark 1 Stress to glide down safely.',
    effects: [{ kind: 'movement', mode: 'glide', trigger: 'falling', cost: { stress: 1 } }],
  },
  'Ring of Silence': {
    d: 'Spend 1 Hope: your steps make no sound until your next rest.',
    effects: [
      { kind: 'movement', mode: 'silent', trigger: 'action', cost: { hope: 1 }, duration: 'untilRest' },
    ],
  },
  'Calming Pendant': {
    d: 'Before your final Stress slot fills, roll d6: on 5+ it stays clear.',
    effects: [
      {
        kind: 'resource',
        resource: 'stress',
        action: 'avoid',
        trigger: 'lastStress',
        chance: { die: 'd6', min: 5 },
      },
    ],
  },
  'Dual Flask': { d: 'Holds two liquids; a switch picks which pours.', effects: flag('twoLiquids') },
  'Bag of Ficklesand': {
    d: 'Presence roll (10) to make it heavier or lighter; Finesse roll (10) to blow sand in a face, making the target Vulnerable for a moment.',
    effects: [{ kind: 'condition', condition: 'Vulnerable', trigger: 'action', target: 'target' }],
  },
  'Ring of Resistance': { d: 'Once per long rest, after an attack hits you, halve its damage.' },
  'Phoenix Feather': {
    d: 'Carried when you fall unconscious: +1 to the roll that decides whether you gain a scar.',
    effects: flag('scarRollBonus', { trigger: 'death' }),
  },
  'Box of Many Goods': {
    d: 'Once per long rest, open and roll a d12: 1-6 empty, 7-10 one random common consumable, 11-12 two.',
    effects: flag('randomConsumable', { trigger: 'action', frequency: 'longRest' }),
  },
  'Airblade Charm': {
    d: 'On a Melee weapon: three times per rest, attack a target within Close range.',
    effects: [{ kind: 'rangeChange', from: 'Melee', to: 'Close', frequency: 'rest', uses: 3 }],
  },
  'Portal Seed': {
    d: 'Planted, it grows a portal in 24 hours that links to your other planted portals. Any magic damage destroys one.',
    effects: [{ kind: 'movement', mode: 'teleport' }],
  },
  "Paragon's Chain": {
    d: 'Downtime: bind a principle to it. Once per long rest, spend 1 Hope for a d20 Hope Die on a roll serving that principle.',
  },
  'Elusive Amulet': {
    d: 'Once per long rest, become Hidden until you move; foes moving near still can’t see you.',
    effects: [
      { kind: 'condition', condition: 'Hidden', trigger: 'action', frequency: 'longRest', target: 'self' },
    ],
  },
  'Hopekeeper Locket': {
    d: 'On a long rest with 6 Hope, pay 1 Hope to charge it. At 0 Hope, use the charge to gain 1 Hope.',
    effects: [{ kind: 'resource', resource: 'hope', action: 'gain', amount: 1, trigger: 'action' }],
  },
  'Infinite Bag': { d: 'Stores anything in a pocket dimension without limit; retrieve at will.' },
  'Stride Relic': { d: '+1 Agility. You can carry only one relic.' },
  'Bolster Relic': { d: '+1 Strength. You can carry only one relic.' },
  'Control Relic': { d: '+1 Finesse. You can carry only one relic.' },
  'Attune Relic': { d: '+1 Instinct. You can carry only one relic.' },
  'Charm Relic': { d: '+1 Presence. You can carry only one relic.' },
  'Enlighten Relic': { d: '+1 Knowledge. You can carry only one relic.' },
  'Honing Relic': { d: '+1 to one Experience of your choice. You can carry only one relic.' },
  'Flickerfly Pendant': {
    d: 'Your physical Melee weapons reach Very Close while you carry it.',
    effects: [{ kind: 'rangeChange', from: 'Melee', to: 'Very Close' }],
  },
  'Lakestrider Boots': { d: 'Walk on water.', effects: [{ kind: 'movement', mode: 'walkOnWater' }] },
  'Clay Companion': {
    d: 'Shape it into a small animal and it acts like one, keeping its memories between shapes.',
    effects: flag('shapeableCompanion'),
  },
  'Mythic Dust Recipe': { d: 'Downtime move: turn a handful of gold dust into Mythic Dust.' },
  'Shard of Memory': {
    d: 'Once per long rest, pay 2 Hope in place of a vault card’s Recall Cost.',
    effects: flag('freeRecall', { trigger: 'action', frequency: 'longRest', cost: { hope: 2 } }),
  },
  'Gem of Alacrity': { d: 'Attach to a weapon to attack with Agility.' },
  'Gem of Might': { d: 'Attach to a weapon to attack with Strength.' },
  'Gem of Precision': { d: 'Attach to a weapon to attack with Finesse.' },
  'Gem of Insight': { d: 'Attach to a weapon to attack with Instinct.' },
  'Gem of Audacity': { d: 'Attach to a weapon to attack with Presence.' },
  'Gem of Sagacity': { d: 'Attach to a weapon to attack with Knowledge.' },
  'Ring of Unbreakable Resolve': {
    d: 'Once per session, pay 4 Hope to undo the effect of a Fear the GM just spent.',
    effects: flag('cancelFear', { frequency: 'session', cost: { hope: 4 } }),
  },
  'Belt of Unity': {
    d: 'Once per session, spend 5 Hope to lead a three-person Tag Team roll.',
    effects: flag('threeWayTagTeam', { frequency: 'session', cost: { hope: 5 } }),
  },
  'Stride Potion': { d: '+1 to your next Agility roll.' },
  'Bolster Potion': { d: '+1 to your next Strength roll.' },
  'Control Potion': { d: '+1 to your next Finesse roll.' },
  'Attune Potion': { d: '+1 to your next Instinct roll.' },
  'Charm Potion': { d: '+1 to your next Presence roll.' },
  'Enlighten Potion': { d: '+1 to your next Knowledge roll.' },
  'Minor Health Potion': { d: 'Clears 1d4 HP.' },
  'Minor Stamina Potion': { d: 'Clears 1d4 Stress.' },
  'Grindletooth Venom': { d: 'Coat a physical weapon: +1d6 to its next damage roll.' },
  'Varik Leaves': { d: 'Eat to gain 2 Hope at once.' },
  'Vial of Moondrip': {
    d: 'Darkvision, even in total dark, until you next rest.',
    effects: flag('darkvision', { duration: 'untilRest' }),
  },
  'Unstable Arcane Shard': {
    d: 'Finesse roll to throw at a group within Far range: 1d20 magic damage to each target hit.',
  },
  'Potion of Stability': { d: 'Take one extra downtime move.' },
  'Improved Grindletooth Venom': { d: 'Coat a physical weapon: +1d8 to its next damage roll.' },
  'Morphing Clay': {
    d: 'Spend 1 Hope to reshape your face past recognition until your next rest.',
    effects: flag('disguise', { cost: { hope: 1 }, duration: 'untilRest' }),
  },
  'Vial of Darksmoke': {
    d: 'When attacked, roll d6s equal to your Agility and add the highest to Evasion against that attack.',
    effects: [{ kind: 'rollBonus', roll: 'evasion', amount: 'agility', trigger: 'attacked' }],
  },
  'Jumping Root': {
    d: 'One leap up to Far range, no roll needed.',
    effects: [{ kind: 'movement', mode: 'leap', range: 'Far' }],
  },
  'Snap Powder': { d: 'Mark 1 Stress and clear 1 HP.' },
  'Health Potion': { d: 'Clears 1d4+1 HP.' },
  'Stamina Potion': { d: 'Clears 1d4+1 Stress.' },
  'Armor Stitcher': {
    d: 'Spend any amount of Hope to clear that many Armor Slots.',
    effects: [
      { kind: 'resource', resource: 'armorSlot', action: 'clear', amount: 1, cost: { variable: 'hope' } },
    ],
  },
  'Gill Salve': {
    d: 'Breathe underwater for minutes equal to your level.',
    effects: flag('breathesUnderwater'),
  },
  'Replication Parchment': { d: 'Copies another page exactly, once.', effects: flag('copyDocument') },
  'Improved Arcane Shard': {
    d: 'Finesse roll to throw at a group within Far range: 2d20 magic damage to each target hit.',
  },
  'Major Stride Potion': { d: '+1 Agility until your next rest.' },
  'Major Bolster Potion': { d: '+1 Strength until your next rest.' },
  'Major Control Potion': { d: '+1 Finesse until your next rest.' },
  'Major Attune Potion': { d: '+1 Instinct until your next rest.' },
  'Major Charm Potion': { d: '+1 Presence until your next rest.' },
  'Major Enlighten Potion': { d: '+1 Knowledge until your next rest.' },
  'Blood of the Yorgi': { d: 'Vanish and reappear at a visible point within Very Far range.' },
  "Homet's Secret Potion": {
    d: 'Your next successful attack is a critical success.',
    effects: flag('nextHitCritical'),
  },
  'Redthorn Saliva': { d: 'Coat a physical weapon: +1d12 to its next damage roll.' },
  Channelstone: {
    d: 'Use a spell or grimoire from your vault once, then it returns to the vault.',
    effects: flag('useFromVault'),
  },
  'Mythic Dust': { d: 'Coat a magic weapon: +1d12 to its next damage roll.' },
  Acidpaste: { d: 'Burns through walls and other surfaces.', effects: flag('dissolvesSurfaces') },
  'Hopehold Flare': {
    d: 'For the rest of the scene, allies within Close range keep a Hope they spend whenever a d6 they roll for it shows 6.',
    effects: flag('freeHope', {
      range: 'Close',
      target: 'allies',
      chance: { die: 'd6', min: 6 },
      duration: 'scene',
    }),
  },
  'Major Arcane Shard': {
    d: 'Finesse roll to throw at a group within Far range: 4d20 magic damage to each target hit.',
    effects: [
      { kind: 'damage', dice: '4d20', damageType: 'magical', trigger: 'action', range: 'Far' },
      { kind: 'extraTargets', count: 'all' },
    ],
  },
  Featherbone: {
    d: 'Slow your fall for minutes equal to your level.',
    effects: [{ kind: 'movement', mode: 'glide', trigger: 'falling' }],
  },
  'Circle of the Void': {
    d: 'Mark 1 Stress: a void up to Far range where no magic can be cast and magic damage can’t hurt anyone.',
    effects: flag('antimagicZone', { cost: { stress: 1 }, range: 'Far' }),
    restore: null,
  },
  'Sun Tree Sap': {
    d: 'Roll a d6: 5-6 clear 2 HP; 2-4 clear 3 Stress; 1 you cheat death but take a scar.',
    effects: [
      { kind: 'resource', resource: 'hitPoint', action: 'clear', amount: 2, chance: { die: 'd6', min: 5 } },
      { kind: 'resource', resource: 'stress', action: 'clear', amount: 3, chance: { die: 'd6', min: 2 } },
    ],
    restore: null,
  },
  'Dripfang Poison': { d: 'Whoever swallows it takes 8d10 direct magic damage.' },
  'Major Health Potion': { d: 'Clears 1d4+2 HP.' },
  'Major Stamina Potion': { d: 'Clears 1d4+2 Stress.' },
  'Ogre Musk': {
    d: 'Nobody can track you, by any means, until your next rest.',
    effects: flag('untrackable', { duration: 'untilRest' }),
  },
  Wingsprout: { d: 'Fly for minutes equal to your level.' },
  'Jar of Lost Voices': {
    d: 'Opened, it roars for minutes equal to your Instinct; unready creatures within Far range take 6d8 magic damage.',
  },
  'Dragonbloom Tea': {
    d: 'Breathe fire: Instinct roll against every foe in front of you within Close range; hits take d20 physical damage using your Proficiency.',
  },
  'Bridge Seed': {
    d: 'Vines grow to a point within Far range that you can climb along; they fade at your next short rest.',
    effects: [{ kind: 'movement', mode: 'climb', range: 'Far' }],
  },
  'Sleeping Sap': {
    d: 'Sleep a full night’s rest and wake with all Stress cleared.',
    effects: [{ kind: 'resource', resource: 'stress', action: 'clear', amount: 'all' }],
  },
  'Feast of Xuria': {
    d: 'A full meal: every HP and Stress cleared, plus 1d4 Hope.',
    restore: { hope: '1d4' },
  },
  'Bonding Honey': { d: 'Glues two objects together for good.', effects: flag('permanentGlue') },
  'Shrinking Potion': { d: 'Half size until you end it or rest: +2 Agility, -1 Proficiency.' },
  'Growing Potion': { d: 'Double size until you end it or rest: +2 Strength, +1 Proficiency.' },
  'Knowledge Stone': {
    d: 'If you die holding it, an ally may take one card from your loadout into their own loadout or vault.',
    effects: flag('inheritCard', { trigger: 'death' }),
  },
  'Sweet Moss': {
    d: 'Eat during a rest: clear 1d10 HP or 1d10 Stress.',
    effects: [{ kind: 'resource', resource: 'hitPoint', action: 'clear', amount: '1d10', trigger: 'rest' }],
  },
  'Blinding Orb': { d: 'A flash: every target within Close range is Vulnerable until it marks HP.' },
  'Death Tea': {
    d: 'Your critical hits kill outright until your next long rest; if you land none by then, you die.',
    effects: flag('criticalKills', { trigger: 'critical', duration: 'untilLongRest' }),
  },
  'Mirror of Marigold': { d: 'When you take damage, spend 1 Hope to negate it; the mirror then breaks.' },
  Stardrop: { d: 'Calls down a comet storm: 8d20 physical damage to everything within Very Far range.' },
};
