// Our words for the tier 3 adversaries, Adult Flickerfly to Young Ice Dragon (SRD order). Numbers are the SRD's.
import type { GmText } from './adversary-text-types';
import { MIND_DANCE, SLOW } from './adversary-text-tier-two';

const ARMOR_BREAKER =
  'A target it hits marks an Armor Slot that reduces nothing (armor still reduces the damage), or 1 extra HP if no slot is left.';
export const TERRIFYING_FAR = 'When it hits, every PC within Far range loses a Hope and the GM gains a Fear.';

export const ADVERSARY_TEXT_TIER_THREE: Record<string, GmText> = {
  adult_flickerfly: {
    d: 'A house-sized winged insect with rainbow scales and wings too quick to follow.',
    f: {
      'Never Misses': 'Targets of its attacks have their Evasion halved against them.',
      'Deadly Flight': 'While flying, it may move up to Far range, not just Close, before acting.',
      Whirlwind:
        'Spend a Fear: spin and attack everyone in Very Close range. Hits take 3d8 direct physical damage.',
      'Mind Dance': MIND_DANCE,
      'Hallucinatory Breath':
        'Countdown (Loop 1d6), started the first time it is damaged. At 0 it breathes a dream-gas over everyone in front of it up to Far range: Instinct Reaction Roll (disadvantage for those whose fears it knows); on a failure, 3d8+3 direct magic damage and 2 Hope lost.',
      'Uncanny Reflexes':
        'When an attack from within Close range damages it, mark a Stress to halve the damage.',
    },
  },
  demon_of_avarice: {
    d: 'A stately, cloaked horror whose ring-shaped horns are hung with treasure.',
    f: {
      'Money Talks':
        'Attacks on it have disadvantage unless the attacker pays a handful of gold. It starts with one handful per PC. A target marking HP from its standard attack may pay 1 handful per HP in place of marking it. Every handful PCs pay this way goes to the Demon.',
      'Numbers Must Go Up': 'Its attack rolls gain a bonus equal to the handfuls of gold it holds.',
      'Money Is Time': 'Pay 3 handfuls of its gold, or a Fear: 1d4+1 allies take the spotlight.',
    },
  },
  demon_of_despair: {
    d: 'A long-limbed, cloaked fiend oozing darkness.',
    f: {
      'Depths of Despair': 'It deals double damage to PCs who have no Hope.',
      'Your Struggle Is Pointless':
        'Spend a Fear: every PC within Far range rolls a d8 as their Hope Die until they succeed with Hope or rest.',
      'Your Friends Will Fail You':
        'When a PC fails with Fear, mark a Stress: every other PC within Close range loses a Hope.',
    },
  },
  demon_of_hubris: {
    d: 'A flawless, endlessly cruel fiend in fine robes with a shining spear.',
    f: {
      Terrifying: TERRIFYING_FAR,
      'Double or Nothing':
        'A PC within Far range who fails a roll may reroll their Fear Die and must keep the second roll; failing again costs them 2 Stress while the Demon clears one.',
      'Unparalleled Skill': 'Mark a Stress: deal its standard attack damage to a target in Close range.',
      'The Root of Villainy': 'Spend a Fear: spotlight two other Demons within Far range.',
      'You Pale in Comparison': 'A PC who fails a roll within Close range of it marks a Stress.',
    },
  },
  demon_of_jealousy: {
    d: 'A spindle-limbed, changeable fiend that always wants more.',
    f: {
      'Unprotected Mind': 'Its standard attack deals direct damage.',
      'My Turn':
        'When an attack makes it mark HP, spend that many Fear: the attacker marks the same number of HP.',
      Rivalry:
        'When a creature within Close range is damaged by another adversary, mark a Stress: +1d4 to that damage.',
      "What's Yours Is Mine":
        'When a PC within Very Close range takes Severe damage, spend a Fear: they make a Finesse Reaction Roll, and on a failure the Demon takes an item or consumable of its choice from them.',
    },
  },
  demon_of_wrath: {
    d: 'A massive fiend with fists like boulders and rage without end.',
    f: {
      'Anger Unrelenting': 'Its attacks deal direct damage.',
      'Battle Lust':
        'Spend a Fear: every PC within Far range rolls a d20 as their Fear Die for the rest of the scene.',
      Retaliation:
        'When an attack from within Close range damages it, the GM may mark a Stress: it strikes back at the attacker with a standard attack.',
      'Blood and Souls':
        'Countdown (Loop 6), started by the first attack made where the Demon can see; it ticks whenever a PC acts violently. At 0, 1d4 Minor Demons arrive at Close range.',
    },
  },
  dire_bat: {
    d: 'A broad-winged creature utterly devoted to its vampire master.',
    f: {
      Flying: 'While airborne, its Difficulty is 3 higher.',
      Screech: 'Mark a Stress: a piercing shriek; everyone in front of it within Far range marks 1d4 Stress.',
      Guardian:
        'When an allied Vampire marks HP, mark a Stress: swoop next to the attacker (Melee range) and attack them with advantage, dealing 2d6+2 physical damage on a hit.',
    },
  },
  dryad: {
    d: 'A forest spirit shaped like a person made of tree.',
    f: {
      'Bramble Patch':
        'Mark a Stress, pick a point in Far range: thorns cover Close range around it. Anyone inside takes 2d6+2 physical damage whenever they act, and leaves only with a Finesse Roll or by dealing the Dryad more than 20 damage in one attack.',
      'Grow Saplings':
        'Spend a Fear: three Treant Sapling Minions sprout at Close range and take the spotlight at once.',
      'We Are All One':
        'When an ally dies within Close range, spend a Fear: the Dryad clears 2 HP and 2 Stress as the forest takes back that life.',
    },
  },
  elemental_spark: { d: 'A fierce speck of living fire.', f: {} },
  greater_earth_elemental: {
    d: 'A walking landslide of rock and dust as big as a house.',
    f: {
      Slow: SLOW,
      'Crushing Blows': ARMOR_BREAKER,
      'Immovable Object':
        'Forced movement shifts it two ranges less (Far becomes Very Close); physical damage to it is reduced by 7.',
      Rockslide:
        'Mark a Stress: rocks bury the ground in front of it within Close range. Everyone there makes an Agility Reaction Roll (19): 2d12+5 physical damage, Vulnerable until they next roll with Hope, on a failure, half damage on a success.',
    },
  },
  greater_water_elemental: {
    d: 'An enormous living wave that breaks over its foes.',
    f: {
      'Water Jet':
        'Mark a Stress: attack a target in Very Close range. On a hit, 2d4+7 physical damage and their next action has disadvantage; on a miss, they mark a Stress.',
      'Drowning Embrace':
        'Spend a Fear: attack everyone in Very Close range. Hits start drowning: Restrained and Vulnerable until a Strength or Instinct Roll ends both.',
      'High Tide': 'When its standard attack hits, mark a Stress to push the target back to Close range.',
    },
  },
  huge_green_ooze: {
    d: 'A towering heap of see-through green acid, taller than most people.',
    f: {
      Slow: SLOW,
      'Acidic Form': ARMOR_BREAKER,
      Envelop:
        'Attack a target in Melee range. On a hit it engulfs them: they mark 2 Stress and 1 more Stress with every action roll. Severe damage to the Ooze frees everyone it holds.',
      Split:
        'With 4+ HP marked, spend a Fear: it divides into two Green Oozes (unmarked), both spotlighted at once.',
    },
  },
  hydra: {
    d: 'A four-legged scaly beast with several long necks, each ending in a toothed head.',
    f: {
      'Many-Headed Menace':
        'It starts with three heads and can grow to five; Major damage or worse costs it a head.',
      'Relentless (X)':
        'It can take the spotlight once per head each GM turn; each extra spotlight still costs Fear as usual.',
      Regeneration: 'If it has any HP marked, spend a Fear: clear an HP and grow two heads.',
      'Terrifying Chorus': 'Every PC within Far range loses 2 Hope.',
      'Magical Weakness':
        'Magic damage leaves it Dazed until the next roll with Fear: no Regeneration, but immune to magic damage.',
    },
  },
  monarch: {
    d: 'A nation’s crowned ruler, shielded by custom and mighty within their realm.',
    f: {
      'Execute Them!':
        'Spend a Fear for each PC: the party is condemned for real or invented crimes. With a successful Presence Roll, a PC may demand trial by combat or another special trial.',
      Crownsguard:
        'Once a scene, mark a Stress: six tier 3 Minions arrive at Close range to carry out the Monarch’s orders.',
      'Casus Belli':
        'Long-term Countdown (8), started by spending a Fear once the Monarch’s wish for war comes out. At 0 the Monarch has both the excuse and the backing to march the nation to war, and the GM gains 1d4 Fear.',
    },
  },
  stag_knight: {
    d: 'A knight crowned with great antlers, wearing armour of sharp thorns.',
    f: {
      'From Above': 'A standard attack that hits from above the target deals 3d12+3 physical damage instead.',
      'Blade of the Forest':
        'Spend a Fear: attack everyone in Very Close range. Hits take physical damage of 3d4 plus the target’s Major threshold.',
      'Thorny Armor':
        'When a Melee attack damages it, the GM may mark a Stress: the attacker takes 1d10+5 physical damage.',
    },
  },
  oak_treant: {
    d: 'A stout, ancient tree that walks.',
    f: {
      'Just a Tree':
        'Before its first attack in a fight, or once Hidden, it looks like any other tree until it acts or a PC spots it with an Instinct Roll.',
      'Seed Barrage':
        'Mark a Stress: pelt up to three targets in Close range with huge acorns. Hits take 2d10+5 physical damage.',
      'Take Root':
        'Mark a Stress: it roots in place, Restrained but resistant to physical damage; on a later spotlight it can give up its move to uproot.',
    },
  },
  treant_sapling: { d: 'A little tree that thinks and moves.', f: {} },
  head_vampire: {
    d: 'A spellbinding undead noble dressed in aristocratic splendour.',
    f: {
      Terrifying: TERRIFYING_FAR,
      'Look into My Eyes':
        'Anyone who comes into Melee range of it makes an Instinct Reaction Roll, and each failure gives the GM 1d4 Fear.',
      'Feed on Followers':
        'With an ally in Melee range, make that ally mark an HP; the Vampire clears an HP.',
      'The Hunt Is On': 'Spend 2 Fear: 1d4 Vampires arrive at Far range and take the spotlight at once.',
      Lifesuck: 'Whenever it is spotlighted, roll a d8: on 6+, everyone in Very Close range marks an HP.',
    },
  },
  vampire: {
    d: 'A clever undead with bloodied lips and a hunter’s grin.',
    f: {
      'Draining Bite':
        'Attack a target in Melee range. On a hit, 5d4 physical damage; if they mark HP they lose a Hope and mark a Stress, and the Vampire clears an HP.',
      Mistform: 'When it takes physical damage, spend a Fear to halve it.',
    },
  },
  vault_guardian_gaoler: {
    d: 'A dusty box-shaped construct with heavy metal doors swinging in its chest.',
    f: {
      'Blocking Shield':
        'Creatures in Melee range of it attack it with disadvantage, except those locked inside it.',
      'Lock Up':
        'Mark a Stress: attack a target in Very Close range. On a hit, they are shut inside (Restrained) until a Strength Roll (18) frees them, and can attack only the Gaoler meanwhile.',
    },
  },
  vault_guardian_sentinel: {
    d: 'A dusty golden construct with blocky limbs and a giant mace for a hand.',
    f: {
      'Kinetic Slam': 'A target damaged by its standard attack is knocked back to Very Close range.',
      'Box In':
        'Mark a Stress: fix on one target in Very Close range; while within Very Close range of it they attack at disadvantage. Only one target at a time.',
      'Mana Bolt':
        'Spend a Fear, pick a point in Far range: everyone within Very Close range of it makes an Agility Reaction Roll: 2d8+20 magic damage and knocked back to Close range on a failure, half damage and unmoved on a success.',
    },
  },
  vault_guardian_turret: {
    d: 'A huge armoured gun emplacement walking on twelve piston legs.',
    f: {
      'Slow Firing':
        'The first time it is spotlighted without a token, it cannot make its standard attack: put a token on it and say what it is aiming at. Next spotlight, remove the token and it may fire.',
      'Mark Target':
        'Spend a Fear: Mark a target in Far range, halving their Evasion until the Turret is destroyed or they turn Hidden.',
      'Concentrate Fire':
        'When another adversary damages a target within Far range of it, mark a Stress to add its standard attack damage.',
      Detonation:
        'When destroyed it explodes: everyone in Close range makes an Agility Reaction Roll: 3d20 physical damage on a failure, half on a success.',
    },
  },
  young_ice_dragon: {
    d: 'A pale blue dragon with four strong legs and wings rimed with frost.',
    f: {
      'Rend and Crush':
        'A target it damages marks a Stress unless they mark an Armor Slot against that damage.',
      'No Hope': 'A PC within Far range of it who rolls with Fear loses a Hope.',
      'Blizzard Breath':
        'Spend 2 Fear: a freezing blast in front of it within Close range. Agility Reaction Roll: on a failure, 4d6+5 magic damage and frozen in place (Restrained) until a Strength Roll; on a success, mark 2 Stress or take half damage.',
      Avalanche:
        'Spend a Fear: snow and ice crash over every other creature within Far range. Instinct Reaction Roll or buried and Vulnerable until they dig out; the GM gains a Fear per PC who fails.',
      'Frozen Scales':
        'A creature that hits it from Very Close range marks a Stress and is Chilled (attack rolls at disadvantage) until their next rest or until they clear a Stress.',
    },
  },
};
