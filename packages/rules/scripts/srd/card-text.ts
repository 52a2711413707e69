// Our summary of every domain card feature (keyed by feature name; a plain card's feature is named after the
// card). Where the pattern extractor finds nothing, `e` gives the structured effect.
import type { EffectInput, Modify } from '../../src/index';

export type CardText = string | { d: string; e?: EffectInput[]; modify?: Modify };
const f = (flag: string, extra: Partial<EffectInput> = {}): EffectInput[] => [
  { kind: 'flag', flag, ...extra } as EffectInput,
];

export const CARD_TEXT: Record<string, CardText> = {
  // Arcana
  'Rune Ward': {
    d: 'A personal trinket holds a ward. Its holder spends 1 Hope to cut incoming damage by 1d8; an 8 uses the ward up until your next rest.',
    e: [
      {
        kind: 'resource',
        resource: 'hitPoint',
        action: 'halveDamage',
        trigger: 'damageTaken',
        cost: { hope: 1 },
      },
    ],
  },
  'Unleash Chaos': {
    d: 'Each session, take tokens equal to your Spellcast trait. Spellcast vs a target within Far range, spending tokens: 1d10 magic per token on a hit. Mark 1 Stress to refill.',
    e: [
      {
        kind: 'damage',
        dice: '1d10',
        damageType: 'magical',
        trigger: 'action',
        range: 'Far',
        cost: { variable: 'hope' },
      },
    ],
  },
  'Wall Walk': {
    d: 'Spend 1 Hope: a creature you touch walks on walls and ceilings until the scene ends.',
    e: [{ kind: 'movement', mode: 'climb', trigger: 'action', cost: { hope: 1 }, duration: 'scene' }],
  },
  'Cinder Grasp':
    'Spellcast vs a target in Melee: 1d20+3 magic and it catches fire, taking 2d6 magic after each of its actions while burning.',
  'Floating Eye': {
    d: 'Spend 1 Hope: a small orb you steer within Very Far range lets you see from it. Ends if it is hurt or leaves range.',
    e: f('remoteSight', { trigger: 'action', cost: { hope: 1 }, range: 'Very Far' }),
  },
  Counterspell: {
    d: 'Reaction roll with your Spellcast trait to stop a magical effect as it happens; then this card goes to your vault.',
    e: f('counterspell', { trigger: 'reactionRoll' }),
  },
  Flight: {
    d: 'Spellcast (15): fly, with tokens equal to your Agility (at least 1); each action roll aloft spends one, and you land when they run out.',
    e: [{ kind: 'movement', mode: 'fly', trigger: 'action' }],
  },
  'Blink Out':
    'Spellcast (12), then spend 1 Hope to teleport within Far range; 1 more Hope per willing creature in Very Close range brought along.',
  'Preservation Blast':
    'Spellcast vs everything in Melee: those hit fly out to Far range, taking d8+3 magic (Spellcast trait).',
  'Chain Lightning':
    'Mark 2 Stress: Spellcast vs all within Close range. Hit targets make a reaction roll against your result or take 2d8+4 magic, and the arc keeps jumping to nearby foes.',
  Premonition:
    'Once per long rest, right after the GM states a roll’s outcome, undo that move entirely and choose another.',
  'Rift Walker': {
    d: 'Spellcast (15) to leave a mark where you stand; casting again opens a rift back to it that stays until you close it.',
    e: [{ kind: 'movement', mode: 'teleport', trigger: 'action' }],
  },
  Telekinesis:
    'Spellcast vs a target within Far range to move it anywhere within Far; throwing it at another takes a second Spellcast and deals d12+4 physical.',
  'Arcana-Touched':
    'With 4+ Arcana cards in loadout: +1 to Spellcast rolls, and once per rest swap your Hope and Fear Dice.',
  'Cloaking Blast': {
    d: 'After a successful Spellcast for another spell, spend 1 Hope to become Cloaked.',
    e: [{ kind: 'condition', condition: 'Cloaked', trigger: 'action', cost: { hope: 1 }, target: 'self' }],
  },
  'Arcane Reflection': {
    d: 'Facing magic damage, spend any Hope to roll that many d6; any 6 sends the attack back at its caster.',
    e: f('reflectMagic', {
      trigger: 'damageTaken',
      cost: { variable: 'hope' },
      chance: { die: 'd6', min: 6 },
    }),
  },
  'Confusing Aura':
    'Spellcast (14), once per long rest: an illusory layer on you, plus one per Stress marked. Each attack on you rolls a d6 per layer; any 5+ pops a layer and the attack misses, otherwise the spell ends.',
  Earthquake:
    'Spellcast (16), once per rest: everyone grounded within Very Far range makes a reaction roll (18) or takes 3d10+8 physical and is Vulnerable (half on success). The ground becomes rough.',
  'Sensory Projection':
    'Once per rest, Spellcast (15): see and hear any place you have visited as if present, undetectably, until hurt or casting again.',
  'Adjust Reality': {
    d: 'After any roll by you or a willing ally, spend 5 Hope to set its result to any value the dice could show.',
    e: f('setRollResult', { cost: { hope: 5 } }),
  },
  'Falling Sky':
    'Spellcast vs all foes within Far range; mark any Stress: those hit take 1d20+2 magic per Stress marked.',
  // Blade
  'Get Back Up': 'Taking Severe damage, mark 1 Stress to lower it one step.',
  'Not Good Enough': 'Reroll any 1s and 2s on your damage dice.',
  Whirlwind:
    'After a hit in Very Close range, spend 1 Hope to apply the attack to every other target there; extra hits deal half damage.',
  "A Soldier's Bond":
    'Once per long rest, praise someone or ask about their strengths: you both gain 3 Hope.',
  Reckless: 'Mark 1 Stress for advantage on an attack.',
  Scramble: 'Once per rest, when a creature in Melee would hurt you, dodge it and slip out of Melee.',
  'Versatile Fighter': {
    d: 'Use any trait with an equipped weapon. When dealing damage, mark 1 Stress to take one damage die at its maximum.',
    e: f('anyWeaponTrait'),
  },
  'Deadly Focus':
    'Once per rest, focus on a target: +1 Proficiency until you attack another, it falls, or the fight ends.',
  'Fortified Armor': {
    d: 'While armored, +2 to damage thresholds.',
    e: [{ kind: 'rollBonus', roll: 'thresholds', amount: 2, duration: 'whileActive' }],
  },
  "Champion's Edge":
    'On a critical attack, spend up to 3 Hope, each buying a different option: clear 1 HP, clear 1 Armor Slot, or the target marks 1 more HP.',
  Vitality:
    'On taking it, gain two of: +1 Stress slot, +1 HP slot, +2 damage thresholds. Then it stays in your vault.',
  'Battle-Hardened': 'Once per long rest, instead of a death move, spend 1 Hope to clear 1 HP.',
  'Rage Up': {
    d: 'Before attacking, mark 1 Stress for +2x Strength damage; up to twice per attack.',
    e: [
      {
        kind: 'rollBonus',
        roll: 'damage',
        amount: 'strength',
        trigger: 'attackMade',
        cost: { stress: 1 },
        uses: 2,
      },
    ],
  },
  'Blade-Touched': 'With 4+ Blade cards in loadout: +2 to attack rolls and +4 Severe threshold.',
  'Glancing Blow': {
    d: 'After a failed attack, mark 1 Stress to deal weapon damage at half Proficiency.',
    e: [
      {
        kind: 'rollBonus',
        roll: 'damage',
        amount: 'proficiency',
        trigger: 'attackMissed',
        cost: { stress: 1 },
      },
    ],
  },
  'Battle Cry':
    'Once per long rest, charging in: every ally who hears you clears 1 Stress, gains 1 Hope, and has advantage on attacks until someone fails with Fear.',
  Frenzy:
    'Once per long rest, rage until no foes are in sight: no Armor Slots, +10 damage, +8 Severe threshold.',
  'Gore and Glory':
    'A critical weapon attack gives 1 extra Hope or clears 1 extra Stress; so does defeating a foe.',
  "Reaper's Strike":
    'Once per long rest, spend 1 Hope and attack; the GM names who you would hit, and one of them marks 5 HP.',
  'Battle Monster': {
    d: 'On a hit, mark 4 Stress: the target marks as many HP as you have marked, instead of rolling damage.',
    e: [
      {
        kind: 'resource',
        resource: 'hitPoint',
        action: 'mark',
        amount: 1,
        trigger: 'attackHit',
        cost: { stress: 4 },
        target: 'target',
      },
    ],
  },
  Onslaught:
    'Your weapon hits always deal at least Major damage (2 HP). When a foe in reach hurts an ally without you, mark 1 Stress: it makes a reaction roll (15) or marks 1 HP.',
  // Bone
  'Deft Maneuvers':
    'Once per rest, mark 1 Stress and dash up to Far range, no roll; attacking a foe you end beside gets +1.',
  'I See It Coming': {
    d: 'Targeted from beyond Melee, mark 1 Stress to add a d4 to Evasion against it.',
    e: [{ kind: 'rollBonus', roll: 'evasion', amount: 'd4', trigger: 'attacked', cost: { stress: 1 } }],
  },
  Untouchable: { d: 'Add half your Agility to Evasion.', e: f('halfAgilityToEvasion') },
  Ferocity: {
    d: 'When you make a foe mark HP, spend 2 Hope to add that many to Evasion until the next attack on you.',
    e: [
      {
        kind: 'rollBonus',
        roll: 'evasion',
        amount: 1,
        trigger: 'damageDealt',
        cost: { hope: 2 },
        duration: 'untilHit',
      },
    ],
  },
  'Strategic Approach':
    'After a long rest, take tokens equal to Knowledge (min 1). Your first attack on a foe after closing to Close range can spend one: advantage, clear an ally’s Stress, or +d8 damage.',
  Brace: {
    d: 'Marking Armor against damage, mark 1 Stress to mark one more Armor Slot.',
    e: [{ kind: 'severity', change: -1, trigger: 'armorMarked', cost: { stress: 1 } }],
  },
  Tactician:
    'When you Help an Ally they may spend 1 Hope to add one of your Experiences. On Tag Team rolls your Hope Die is a d20.',
  Boost:
    'Mark 1 Stress to vault off an ally within Close range and strike a target within Far range: advantage, +d10 damage, landing in Melee with it.',
  Redirect: {
    d: 'When a ranged attack on you misses, roll d6s equal to Proficiency; on any 6, mark 1 Stress to turn it on a foe within Very Close range.',
    e: f('redirectAttack', { trigger: 'attacked', cost: { stress: 1 }, chance: { die: 'd6', min: 6 } }),
  },
  'Know Thy Enemy': {
    d: 'Instinct roll vs a creature you watch; on success spend 1 Hope to learn one set of its stats. You may also mark 1 Stress to remove a GM Fear.',
    e: f('studyFoe', { trigger: 'action', cost: { hope: 1 } }),
  },
  'Signature Move':
    'Name a signature move. Once per rest, using it, roll a d20 Hope Die; on success clear 1 Stress.',
  'Rapid Riposte': {
    d: 'When a Melee attack on you misses, mark 1 Stress to hit back with an active weapon’s damage.',
    e: [{ kind: 'flag', flag: 'riposte', trigger: 'attacked', cost: { stress: 1 }, target: 'attacker' }],
  },
  Recovery: {
    d: 'On a short rest, take a long-rest move instead; 1 Hope extends this to an ally.',
    e: f('longRestMoveOnShortRest', { trigger: 'shortRest' }),
  },
  'Bone-Touched':
    'With 4+ Bone cards in loadout: +1 Agility, and once per rest spend 3 Hope to make a hit on you miss.',
  'Cruel Precision': {
    d: 'Weapon hits add your Finesse or Agility to damage.',
    e: [{ kind: 'rollBonus', roll: 'damage', amount: 'finesse', trigger: 'attackHit' }],
  },
  'Breaking Blow': 'On a hit, mark 1 Stress: the next hit on that target deals +2d12.',
  Wrangle: {
    d: 'Agility roll vs all within Close range; spend 1 Hope to shift those you beat, and willing allies, to another spot within Close.',
    e: [{ kind: 'movement', mode: 'pull', trigger: 'action', cost: { hope: 1 }, range: 'Close' }],
  },
  'On the Brink': {
    d: 'With 2 or fewer HP unmarked, Minor damage doesn’t affect you.',
    e: f('ignoreMinorDamage', { trigger: 'damageTaken' }),
  },
  'Splintering Strike':
    'Spend 1 Hope and attack all foes in weapon range; once per long rest, split one damage roll among those hit, each getting an extra die.',
  Deathrun:
    'Spend 3 Hope to dash up to Far range attacking everyone along the way; the first hit gets +1 Proficiency, each later one loses a die.',
  'Swift Step': 'Each missed attack on you clears 1 Stress, or gives 1 Hope if you have none marked.',
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
