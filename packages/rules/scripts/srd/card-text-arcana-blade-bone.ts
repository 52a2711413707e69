// Our summaries of domain card features (keyed by feature name; a plain card's feature is named after the
// card). Where the pattern extractor finds nothing, `e` gives the structured effect.
import { flagEffect as f, type CardText } from './card-types';

export const CARD_TEXT_ARCANA_BLADE_BONE: Record<string, CardText> = {
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
};
