// Our words for the tier 1 adversaries, Acid Burrower to Merchant (SRD order). Numbers are the SRD's.
import type { GmText } from './adversary-text-types';

export const ADVERSARY_TEXT_TIER_ONE_A_M: Record<string, GmText> = {
  acid_burrower: {
    d: 'An insect as big as a horse that tunnels with its claws and bleeds acid.',
    f: {
      'Earth Eruption':
        'Mark a Stress: it bursts up from below. Everyone in Very Close range makes an Agility Reaction Roll or falls prone and is Vulnerable until their next action.',
      'Spit Acid':
        'Attack everything in front of it within Close range. Hits take 2d6 physical damage and mark an Armor Slot that reduces nothing (armor still reduces the damage). No slot left: mark 1 more HP, and the GM gains a Fear.',
      'Acid Bath':
        'On taking Severe damage, it sprays acid: 1d10 physical damage to all within Close range. The puddle covers Very Close range; anyone else crossing it takes 1d6 physical damage.',
    },
  },
  bear: {
    d: 'A huge, shaggy bear with crushing claws.',
    f: {
      'Overwhelming Force':
        'A target that marks HP from its standard attack is thrown back to Very Close range.',
      Bite: 'Mark a Stress: attack a target in Melee range. On a hit, the target takes 3d4+10 physical damage and is Restrained until a Strength Roll frees them.',
    },
  },
  cave_ogre: {
    d: 'A giant humanoid that regards every thinking creature as a meal.',
    f: {
      'Ramp Up':
        'The GM must spend a Fear to give it the spotlight; while it has the spotlight, its standard attack hits every target in range.',
      'Bone Breaker': 'Its attacks deal direct damage.',
      'Hail of Boulders':
        'Mark a Stress: hurl heavy debris at every target in front of it within Far range. Hits take 1d10+2 physical damage; hitting two or more gives the GM a Fear.',
      'Rampaging Fury':
        'When it marks 2+ HP, it can charge to a point within Close range, dealing 2d6+3 direct physical damage to everyone it passes.',
    },
  },
  construct: {
    d: 'A humanoid shape of stone and iron, built and driven by magic.',
    f: {
      'Weak Structure': 'Whenever physical damage makes it mark HP, it marks 1 extra HP.',
      Trample: 'Mark a Stress: as it moves, attack everyone in its way. Hits take 1d8 physical damage.',
      Overload:
        'Before its damage roll, mark a Stress for +10 damage; it may then take the spotlight once more.',
      'Death Quake':
        'When it marks its last HP, it explodes: attack with advantage everyone within Very Close range. Hits take 1d12+2 magic damage.',
    },
  },
  courtier: {
    d: 'A social climber in showy finery, hungry for standing.',
    f: {
      Mockery:
        'Mark a Stress: taunt a target in Close range, who makes a Presence Reaction Roll (14). On a failure they mark 2 Stress and stay Vulnerable for the rest of the scene.',
      Scapegoat:
        'Spend a Fear, pick a PC: the Courtier persuades a crowd or someone important that this PC is to blame for their troubles.',
    },
  },
  deeproot_defender: {
    d: 'A hulking plant-creature with clutching vines.',
    f: {
      'Ground Slam':
        'Strikes the earth: every target in Very Close range is flung back to Far range and marks a Stress.',
      'Grab and Drag':
        'Attack a target in Close range. On a hit, spend a Fear: haul them close (Melee range), 1d6+2 physical damage, and they stay Restrained until the Defender takes Severe damage.',
    },
  },
  dire_wolf: {
    d: 'A wolf of great size and cruel fangs that hunts in packs.',
    f: {
      'Pack Tactics':
        'When its standard attack hits while another Dire Wolf is in Melee range of the target, it deals 1d6+5 physical damage instead, and the GM gains a Fear.',
      'Hobbling Strike':
        'Mark a Stress: attack a target in Melee range. On a hit, 3d4+10 direct physical damage; the target is Vulnerable until they clear 1 or more HP.',
    },
  },
  giant_mosquitoes: {
    d: 'A cloud of mosquitoes as big as fists, flying as one.',
    f: {
      Flying: 'While airborne, its Difficulty is 2 higher.',
      Bloodsucker: 'When its attack makes a target mark HP, mark a Stress to make them mark 1 more HP.',
    },
  },
  giant_rat: { d: 'A scavenging rodent the size of a cat, hard to get rid of.', f: {} },
  giant_scorpion: {
    d: 'A scorpion as tall as a person, with rending pincers and a venomous tail.',
    f: {
      'Double Strike': 'Mark a Stress: make its standard attack against two targets in Melee range.',
      'Venomous Stinger':
        'Attack a target in Very Close range. On a hit, spend a Fear: 1d4+4 physical damage and the target is Poisoned until their next rest or a Knowledge Roll (16). A Poisoned target rolls a d6 before each action roll and marks a Stress on 1-4.',
    },
  },
  glass_snake: {
    d: 'A transparent serpent with an enormous head that sheds glass splinters as it slithers.',
    f: {
      'Armor-Shredding Shards':
        'Anyone who hits it from Melee range marks an Armor Slot, or an HP if they have no slot left.',
      'Spinning Serpent':
        'Mark a Stress: attack everyone in Very Close range. Hits take 1d6+1 physical damage.',
      Spitter:
        'Spend a Fear to add a d6 Spitter Die. Roll it whenever the Snake is in the spotlight: on 5-6, everyone in front of it within Far range makes an Agility Reaction Roll or takes 1d4 physical damage, and the Snake may take a second spotlight this GM turn.',
    },
  },
  harrier: {
    d: 'A quick skirmisher who fights with javelins.',
    f: {
      'Maintain Distance': 'After its standard attack, it may move anywhere within Far range.',
      'Fall Back':
        'When a creature closes to Melee range to attack it, mark a Stress before their roll: move anywhere within Close range and attack that creature, dealing 1d10+2 physical damage on a hit.',
    },
  },
  archer_guard: {
    d: 'A tall town guard with a longbow, arrows fletched in the local colours.',
    f: {
      'Hobbling Shot':
        'Attack a target in Far range. On a hit, mark a Stress for 1d12+3 physical damage; if they mark HP, they roll Agility at disadvantage until they clear an HP.',
    },
  },
  bladed_guard: {
    d: 'A town guard in armour with sword and a shield in the local colours.',
    f: {
      'Shield Wall':
        'Moving into Very Close range of it takes an Agility Roll. When Bladed Guards stand in a line, each in Melee range of the next, the Difficulty rises by the number of guards in the line.',
      Detain:
        'Attack a target in Very Close range. On a hit, mark a Stress to hold them Restrained until they get loose (a successful attack, or a Finesse or Strength Roll).',
    },
  },
  head_guard: {
    d: 'A veteran guard captain with a mace, a whistle and a voice that carries.',
    f: {
      'Rally Guards':
        'Spend 2 Fear: the Head Guard and as many as 2d4 allies within Far range all take the spotlight.',
      'On My Signal':
        'Countdown (5), started the first time the Head Guard takes the spotlight; it ticks whenever a PC rolls an attack. At 0, every Archer Guard within Far range makes a standard attack with advantage at the nearest target; hits on one target add together.',
    },
  },
  jagged_knife_bandit: {
    d: 'A crafty outlaw whose cloak carries the gang’s jagged knife emblem.',
    f: {
      Climber: 'It climbs as fast as it runs.',
      'From Above': 'A standard attack that hits from above the target deals 1d10+1 physical damage instead.',
    },
  },
  jagged_knife_hexer: {
    d: 'A gang spellcaster with a staff and charms on their cloak, who hinders foes with curses.',
    f: {
      Curse:
        'Curse a target in Far range for a while. While Cursed, whenever they roll with Hope the GM may mark a Stress to turn it into a roll with Fear.',
      'Chaotic Flux':
        'Attack up to three targets in Very Close range. Each one hit takes 2d6+3 magic damage if the GM marks a Stress.',
    },
  },
  jagged_knife_kneebreaker: {
    d: 'A towering thug with a heavy club.',
    f: {
      "I've Got 'Em": 'Creatures it has Restrained take double damage from other adversaries’ attacks.',
      'Hold Them Down':
        'Attack a target in Melee range. On a hit, no damage, but they are Restrained and Vulnerable until a Strength Roll breaks both, or until the Kneebreaker takes Major damage or worse.',
    },
  },
  jagged_knife_lackey: { d: 'A poorly dressed young thief with little knives, keen to impress.', f: {} },
  jagged_knife_lieutenant: {
    d: 'An experienced gang officer in fine leathers, loud and sharp-eyed.',
    f: {
      Tactician:
        'When the Lieutenant takes the spotlight, mark a Stress to spotlight two allies within Close range too.',
      'More Where That Came From': 'Call in three Jagged Knife Lackeys; they arrive at Far range.',
      'Coup de Grace':
        'Spend a Fear: attack a Vulnerable target in Close range. On a hit, 2d6+12 physical damage and the target marks a Stress.',
    },
  },
  jagged_knife_shadow: {
    d: 'A light-footed rogue with a cruel blade and shadow magic to cut targets off.',
    f: {
      Backstab: 'A standard attack with advantage that hits deals 1d6+6 physical damage instead.',
      Cloaked:
        'It turns Hidden until its next attack is over; attacks made while hidden this way have advantage.',
    },
  },
  jagged_knife_sniper: {
    d: 'A wiry outlaw who shoots a shortbow from cover.',
    f: {
      'Unseen Strike': 'A standard attack that hits while it is Hidden deals 1d10+4 physical damage instead.',
    },
  },
  merchant: {
    d: 'A well-dressed trader with a sharp nose for profit.',
    f: {
      'Preferential Treatment':
        'Succeed on a Presence Roll against it and a PC buys cheaper; fail and they pay extra and roll Presence against it at disadvantage from then on.',
      'The Runaround': 'A PC who scores 14 or less on a Presence Roll against it marks a Stress.',
    },
  },
};
