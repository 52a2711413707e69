// Our summaries of domain card features (keyed by feature name; a plain card's feature is named after the
// card). Where the pattern extractor finds nothing, `e` gives the structured effect.
import { flagEffect as f, type CardText } from './card-types';

export const CARD_TEXT_CODEX_GRACE_MIDNIGHT: Record<string, CardText> = {
  // Codex grimoires and cards
  'Power Push': 'Spellcast vs a target in Melee: d10+2 magic (Proficiency), knocked back to Far.',
  "Tava's Armor": {
    d: 'Spend 1 Hope: a creature you touch gets +1 Armor Score until it rests or you recast.',
    e: f('armorScoreBonus', {
      trigger: 'action',
      cost: { hope: 1 },
      target: 'allies',
      duration: 'untilRest',
    }),
  },
  'Ice Spike':
    'Spellcast (12) to raise an ice spike within Far range; used as a weapon, roll against the target’s Difficulty: d6 physical (Proficiency).',
  Slumber: 'Spellcast vs a target within Very Close range: it sleeps until hurt or the GM spends a Fear.',
  'Arcane Barrage': 'Once per rest, spend any Hope: d6 magic per Hope to a target within Close range.',
  Telepathy: {
    d: 'Spend 1 Hope to open a mind-link with one creature you can see, until your next rest.',
    e: f('telepathy', { cost: { hope: 1 }, duration: 'untilRest' }),
  },
  'Wild Flame': 'Spellcast vs up to three targets in Melee: 2d6 magic and each marks 1 Stress.',
  'Magic Hand': {
    d: 'Summon a spectral hand, as strong as yours, anywhere within Far range.',
    e: f('magicHand', { range: 'Far' }),
  },
  'Mysterious Mist': {
    d: 'Spellcast (13): thick fog fills a spot within Very Close range, hiding all inside.',
    e: f('obscuringFog', { trigger: 'action', range: 'Very Close' }),
  },
  'Adjust Appearance': { d: 'Change your face and clothes to go unrecognized.', e: f('disguise') },
  Parallela:
    'Spend 2 Hope on you or an ally within Close range: their next attack can also hit one more target in range.',
  Illusion: {
    d: 'Spellcast (14): a visual illusion up to your size within Close range, lasting while you watch it; fools all but those in Melee.',
    e: f('minorIllusion', { trigger: 'action', range: 'Close' }),
  },
  'Runic Lock':
    'Spellcast (15) on something closable you touch, once per rest: only creatures you choose can open it.',
  'Arcane Door': {
    d: 'With no foe in Melee, Spellcast (13) and spend 1 Hope: a one-use portal to a visible point within Far range.',
    e: [{ kind: 'movement', mode: 'teleport', trigger: 'action', cost: { hope: 1 }, range: 'Far' }],
  },
  Reveal: 'Spellcast: anything magically hidden within Close range that your roll beats is exposed.',
  Levitation: {
    d: 'Spellcast to lift a visible target and move it within Close range of where it was.',
    e: f('levitate', { trigger: 'action', range: 'Close' }),
  },
  Recant: {
    d: 'Spend 1 Hope: a target in Melee makes a reaction roll (15) or forgets the last minute of talk.',
    e: f('eraseMemory', { trigger: 'action', cost: { hope: 1 }, range: 'Melee' }),
  },
  'Rune Circle':
    'Mark 1 Stress for a circle around you: foes in or entering Melee take 2d12+4 magic and are pushed to Very Close.',
  'Mystic Tether':
    'Spellcast vs a target within Far range: Restrained (grounded if flying) and it marks 1 Stress.',
  Fireball:
    'Spellcast vs a target within Very Far: it and all within Very Close of it make a reaction roll (13); failures take d20+5 magic (Proficiency), successes half.',
  Repudiate: 'Reaction roll with your Spellcast trait, once per rest: stop a magical effect as it happens.',
  'Create Construct':
    'Spend 1 Hope to animate nearby objects into an obedient construct (Spellcast to command); its attacks deal 2d10+3 physical; it breaks when hurt.',
  'Arcane Deflection':
    'Once per long rest, pay 1 Hope: an attack on you, or on an ally no farther than Very Close, deals no damage.',
  'Time Lock': {
    d: 'Freeze an object within Far range in place until your next rest; a creature moving it must beat your Spellcast.',
    e: f('timeLock', { range: 'Far', duration: 'untilRest' }),
  },
  'Wall of Flame':
    'Spellcast (15): a fire wall between two points within Far range; crossing it deals 4d10+3 magic.',
  'Manifest Wall':
    'Spellcast (15), once per rest, spend 1 Hope: a wall up to 50 feet high between two points within Far range, until your next rest.',
  Teleport:
    'Once per long rest, Spellcast (16) to teleport you and willing creatures within Close range to a place you know; familiarity adjusts the roll (+3 to -2).',
  Banish:
    'Spellcast vs a target within Close range, then roll d20s equal to your Spellcast trait; it must beat your best or, once per rest, be banished. If it succeeds it marks 1 Stress.',
  'Sigil of Retribution': {
    d: 'Mark a foe within Close range (GM gains a Fear). Each time it hurts your side, add a d8 here (max = level); your next hit on it adds them all.',
    e: [{ kind: 'damage', dice: 'd8', extra: true, trigger: 'attackHit', range: 'Close' }],
  },
  'Pass Through':
    'Spellcast (13), once per rest: you and everyone touching you step through a nearby wall or door (Close range).',
  'Plane Gate':
    'Spellcast (14), once per long rest: open a gate to another plane you have visited, until your next rest.',
  'Codex-Touched':
    'With 4+ Codex cards in loadout: mark 1 Stress to add your Proficiency to any Spellcast roll; and once each rest, swap this card for a vault card at no cost.',
  'Memory Delve': {
    d: 'Spellcast vs a target within Far range: ask the GM one question and see its related memories.',
    e: f('readMind', { trigger: 'action', range: 'Far' }),
  },
  'Shared Clarity':
    'Once per long rest, spend 1 Hope to link two willing creatures: either may mark the other’s Stress, until they rest.',
  'Safe Haven':
    'Spend 2 Hope after a calm moment to open a door within Close range to your own pocket home; resting there grants one extra downtime move.',
  Transform: {
    d: 'Spellcast (15): become an object up to twice your size; any damage ends it.',
    e: f('objectForm', { trigger: 'action' }),
  },
  'Eternal Enervation':
    'Once per long rest, Spellcast vs a target within Close range: it is Vulnerable forever.',
  'Disintegration Wave':
    'Spellcast (18), once per long rest: the GM names foes within Far range of Difficulty 18 or less; mark 1 Stress per foe to erase it for good.',
  Timejammer:
    'Spellcast (18): time stops within Far range for all but you, until your next action roll that targets someone.',
  'Magic Immunity': {
    d: 'Pay 5 Hope: magic damage can’t hurt you until you next rest.',
    e: [
      {
        kind: 'resistance',
        damageType: 'magical',
        trigger: 'action',
        cost: { hope: 5 },
        duration: 'untilRest',
      },
    ],
  },
  'Transcendent Union':
    'Once per long rest, pay 5 Hope to bind two or more willing creatures: until they rest, any of them may mark Stress or HP for another.',
  // Grace
  'Deft Deceiver': 'Spend 1 Hope for advantage on a roll to make someone believe your lie.',
  Enrapture:
    'Spellcast vs a target within Close range: it is Enraptured, fixated on you. Once per rest, mark 1 Stress to make it mark 1 Stress.',
  'Inspirational Words': {
    d: 'After a long rest, take tokens equal to Presence. Talking with an ally, spend one so they clear 1 Stress, clear 1 HP or gain 1 Hope.',
    e: [
      { kind: 'resource', resource: 'hope', action: 'gain', amount: 1, trigger: 'action', target: 'allies' },
    ],
  },
  'Tell No Lies':
    'Spellcast vs a target within Very Close range: it can’t lie to you while within Close range; refusing a question makes it mark 1 Stress and ends the spell.',
  Troublemaker:
    'Taunt a target within Far range with a Presence roll; once per rest on success, roll d4s equal to Proficiency and it marks Stress equal to the highest.',
  'Hypnotic Shimmer':
    'Spellcast (once per rest) vs all foes ahead within Close range: those hit are Stunned and mark 1 Stress.',
  Invisibility:
    'Spellcast (10), mark 1 Stress: you or an ally in Melee turns Invisible (attacks on them have disadvantage); tokens equal to your Spellcast trait, one spent per action.',
  'Soothing Speech':
    'When you Tend to Wounds on someone during a short rest while comforting them, they clear 1 extra HP and you clear 2 HP.',
  'Through Your Eyes': {
    d: 'See and hear through a target within Very Far range until you cast again or rest.',
    e: f('shareSenses', { range: 'Very Far', duration: 'untilRest' }),
  },
  'Thought Delver':
    'Spend 1 Hope to read a target’s surface thoughts within Far range; Spellcast to dig deeper. On Fear they may notice.',
  'Words of Discord':
    'Whisper to a foe in Melee and Spellcast (13): it marks 1 Stress and attacks another foe instead. Recasting on it is at -5.',
  'Never Upstaged':
    'When an attack makes you mark HP, mark 1 Stress to bank a token per HP; your next hit gets +5 damage per token.',
  'Share the Burden':
    'Once per rest, take any marked Stress from a willing creature in Melee and gain 1 Hope per Stress taken.',
  'Endless Charisma':
    'After an action roll to persuade, lie or win favor, pay 1 Hope to roll your Hope Die or Fear Die again.',
  'Grace-Touched': {
    d: 'With 4+ Grace cards in loadout: mark Armor in place of Stress, and make foes mark Stress instead of the HP you would inflict.',
    e: f('armorForStress'),
  },
  'Astral Projection':
    'Once per long rest, mark 1 Stress to project a copy of yourself to a place you have been; act through it until you rest or it is hurt.',
  'Mass Enrapture': {
    d: 'Spellcast vs all within Far range: those hit are Enraptured; mark 1 Stress to make all of them mark 1 Stress, ending it.',
    e: [
      { kind: 'condition', condition: 'Enraptured', trigger: 'action', range: 'Far', target: 'adversaries' },
    ],
  },
  Copycat:
    'Once per long rest, copy a level 8 or lower card in another player’s loadout, paying Hope equal to half its level, until you rest.',
  'Master of the Craft': {
    d: 'Once: +2 to two Experiences or +3 to one, then this card stays in your vault.',
    e: [{ kind: 'rollBonus', roll: 'experience', amount: 2, trigger: 'creation' }],
  },
  Encore: {
    d: 'When an ally within Close range damages a foe, Spellcast vs it to deal the same damage; success with Fear sends this card to your vault.',
    e: f('copyAllyDamage', { range: 'Close' }),
  },
  Notorious: {
    d: 'Mark 1 Stress before a roll that leans on your reputation for +10. Free food and drink; other purchases cost a bag less (min a handful). Doesn’t count toward the loadout limit and can’t be vaulted.',
    e: [{ kind: 'rollBonus', roll: 'action', amount: 10, cost: { stress: 1 } }],
  },
  // Midnight
  'Pick and Pull': 'Advantage to pick mundane locks, disarm mundane traps, or steal.',
  'Rain of Blades':
    'Spend 1 Hope, Spellcast vs all within Very Close range: d8+2 magic (Proficiency), +1d8 against Vulnerable targets.',
  'Uncanny Disguise':
    'Mark 1 Stress after a few minutes to look like any humanoid you picture: advantage on Presence rolls to pass; tokens equal to Spellcast trait, one per action.',
  'Midnight Spirit': {
    d: 'Spend 1 Hope to summon a spirit helper until your next rest; send it at a foe within Very Far range (Spellcast) for d6s equal to your Spellcast trait in magic damage, then it fades.',
    e: [
      {
        kind: 'damage',
        dice: 'd6',
        damageType: 'magical',
        trigger: 'action',
        cost: { hope: 1 },
        range: 'Very Far',
      },
    ],
  },
  Shadowbind: 'Spellcast vs all foes within Very Close range: those hit are Restrained for a while.',
  Chokehold:
    'Behind a creature your size, mark 1 Stress to choke it: Vulnerable, and attacks on it deal +2d6.',
  'Veil of Night':
    'Spellcast (13): a dark curtain between two points within Far range that only you see through; you are Hidden beyond it and attack through it with advantage.',
  'Glyph of Nightfall': {
    d: 'Spellcast vs a target within Very Close range, spend 1 Hope: its Difficulty drops by your Knowledge (min 1) for a while.',
    e: f('lowerDifficulty', { trigger: 'action', cost: { hope: 1 }, range: 'Very Close' }),
  },
  'Stealth Expertise': {
    d: 'Sneaking through danger, mark 1 Stress to turn your roll with Fear into one with Hope; you may do the same for an ally within Close range.',
    e: f('fearBecomesHope', { trigger: 'rollWithFear', cost: { stress: 1 } }),
  },
  Hush: {
    d: 'Spellcast vs a target within Close range, spend 1 Hope: it and everything within Very Close of it is Silenced (no sound, no spells) until the GM spends a Fear, you recast, or you take Major damage.',
    e: [
      {
        kind: 'condition',
        condition: 'Silenced',
        trigger: 'action',
        cost: { hope: 1 },
        range: 'Close',
        target: 'target',
      },
    ],
  },
  'Phantom Retreat':
    'Spend 1 Hope to mark your spot; before your next rest, spend 1 more to vanish and return there.',
  'Dark Whispers': {
    d: 'Talk mind to mind with anyone you have touched. Mark 1 Stress and Spellcast to learn where they are, what they do, fear or cherish.',
    e: f('telepathy', { cost: { stress: 1 } }),
  },
  'Mass Disguise': {
    d: 'After a quiet moment, mark 1 Stress to disguise all willing creatures within Close range: advantage on Presence rolls to pass; ends when a Countdown (8) runs out.',
    e: f('disguise', { cost: { stress: 1 }, range: 'Close', target: 'party' }),
  },
  'Midnight-Touched':
    'With 4+ Midnight cards in loadout: once per rest at 0 Hope, take a Hope when the GM would take a Fear; on a hit, mark 1 Stress to add your Fear Die to damage.',
  'Vanishing Dodge':
    'When a physical attack on you misses, spend 1 Hope to become Hidden and teleport within Close range of the attacker.',
  Shadowhunter: 'In dim light or darkness: +1 Evasion and advantage on attacks.',
  Spellcharge: {
    d: 'Magic damage you take banks a token per HP marked (max = Spellcast trait); on a hit, spend tokens for +1d6 damage each.',
    e: [{ kind: 'damage', dice: '1d6', extra: true, trigger: 'attackHit' }],
  },
  'Night Terror':
    'Once per long rest, targets within Very Close range make a reaction roll (16) or are Horrified (Vulnerable). Steal a Fear per Horrified target and deal that many d6 to each.',
  'Twilight Toll': {
    d: 'Mark a target within Far range. Each non-damaging success against it banks a token; when you damage it, spend tokens for +1d12 each. Clears on a rest or new target.',
    e: [{ kind: 'damage', dice: '1d12', extra: true, trigger: 'attackHit', range: 'Far' }],
  },
  Eclipse:
    'Spellcast (16), once per long rest: darkness within Far range that only your side sees through; attacks on you and allies there have disadvantage, and your Hope successes make foes mark 1 Stress.',
  'Specter of the Dark':
    'Mark 1 Stress to turn Spectral until you target someone: immune to physical damage, float and pass through solid things.',
};
