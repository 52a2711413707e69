// Our words for the tier 4 adversaries, Arch-Necromancer to Zombie Legion (SRD order). Numbers are the SRD's.
import type { GmText } from './adversary-text-types';
import { TERRIFYING_FAR } from './adversary-text-tier-three';

const DIVINE_FLIGHT = 'In flight, a Fear lets it cover Far range (instead of Close) before it acts.';

export const ADVERSARY_TEXT_TIER_FOUR: Record<string, GmText> = {
  arch_necromancer: {
    d: 'A rotting sorcerer wrapped in ragged black robes.',
    f: {
      'Dance of Death':
        'Mark a Stress: spotlight 1d4 allies; their attacks deal half damage, or full damage if the GM spends a Fear.',
      'Beam of Decay':
        'Mark 2 Stress: everyone in Far range makes a Strength Reaction Roll: 2d20+12 magic damage and a Fear for the GM on a failure, half damage on a success. Anyone marking 2+ HP also marks 2 Stress and is Vulnerable until they roll with Hope.',
      'Open the Gates of Death':
        'Spend a Fear: a Zombie Legion arrives at Close range and takes the spotlight at once.',
      'Not Today, My Dears':
        'With 7+ HP marked, spend a Fear: it teleports to a safe place to heal. An Instinct Roll lets a PC follow the magic to where it went.',
      'Your Life Is Mine':
        'Countdown (Loop 2d6), started once it has 6+ HP marked. At 0, a target in Close range takes 2d10+6 direct magic damage; the Necromancer clears as many Stress or HP as the HP that target marked.',
    },
  },
  fallen_shock_troop: {
    d: 'A damned soul chained to the will of the Fallen.',
    f: { 'Aura of Doom': 'A PC who marks HP from its attack loses a Hope.' },
  },
  fallen_sorcerer: {
    d: 'A mighty caster still bound by the pacts they struck while alive.',
    f: {
      Conflagration:
        'Spend a Fear: a raging firestorm; attack everyone in Close range. Hits take 2d10+6 direct magic damage.',
      'Nightmare Tableau':
        'Mark a Stress: a target in Far range is caught in a vision of their worst fears, Restrained and Vulnerable until an Instinct Roll frees them.',
      Slippery: 'When an attack damages it, it may teleport up to Far range.',
      'Shackles of Guilt':
        'Countdown (Loop 2d6), started the first time it takes the spotlight. At 0 everyone in Far range relives their worst regrets: Vulnerable and mark a Stress, until a Presence or Strength Roll breaks free; a PC who fails that roll loses a Hope.',
    },
  },
  fallen_warlord_realm_breaker: {
    d: 'A Fallen God seething with fury, schooled by ages in crushing the will of heroes.',
    f: {
      'Firespite Plate Armor': 'Damage to it is reduced by 2d10.',
      'Tormenting Lash':
        'Mark a Stress: standard attack against everyone in Very Close range; a target who uses armor against it marks 2 Armor Slots.',
      'All-Consuming Rage':
        'Decreasing Countdown (8), started the first time it takes the spotlight. At 0, a storm of rage hits everyone in Far range: Presence Reaction Roll, 2d6+10 direct magic damage on a failure, half on a success; for each HP marked this way, a Fallen Shock Troop appears beside (Very Close range) whoever marked it. If the countdown’s start value ever falls to 0, the Realm-Breaker marks all its HP, and everyone in Far range marks all their HP and makes a death move.',
      Doombringer:
        'When its attack makes a target mark HP, every PC within Far range of that target loses a Hope.',
      'I Have Never Known Defeat (Phase Change)':
        'When it marks its last HP, swap it for the Undefeated Champion, who takes the spotlight at once.',
    },
  },
  fallen_warlord_undefeated_champion: {
    d: 'The dread that even the most feared learn to dread.',
    f: {
      'Faltering Armor': 'Damage to it is reduced by 1d10.',
      'Shattering Strike':
        'Mark a Stress: standard attack against everyone in Very Close range; each PC hit loses as much Hope as the HP they marked.',
      'Endless Legions': 'Spend a Fear: two Fallen Shock Troops per PC arrive at Far range.',
      'Circle of Defilement':
        'Countdown (1d8), started the first time it takes the spotlight. At 0 a magic circle covers an area within Far range of it; anyone inside is Vulnerable until they step out. Severe damage to the Champion breaks the circle.',
      Doombringer:
        'When its attack makes a target mark HP, every PC within Far range of that target loses a Hope.',
    },
  },
  hallowed_archer: {
    d: 'Holy spirit warriors carrying blessed bows.',
    f: {
      'Punish the Guilty': 'Double damage to targets a High Seraph has marked Guilty.',
      'Divine Volley': 'Mark a Stress: standard attack against up to three targets.',
    },
  },
  hallowed_soldier: {
    d: 'Raised spirits of the devout, carrying weapons of the gods.',
    f: { 'Divine Flight': DIVINE_FLIGHT },
  },
  high_seraph: {
    d: 'A holy champion leading a blessed host that carries out its god’s will.',
    f: {
      'Divine Flight': DIVINE_FLIGHT,
      Judgment:
        'Spend a Fear: name one target Guilty before its god until the Seraph falls. A Guilty target gains no Hope from results with Hope, and the Seraph’s standard attack hitting them deals Severe damage instead. One target at a time.',
      'God Rays':
        'Mark a Stress: a blazing holy beam strikes up to twenty targets in Very Far range. Presence Reaction Roll (disadvantage if Guilty): 4d6+12 magic damage on a failure, half on a success.',
      'We Are One':
        'Once a scene, spend a Fear: spotlight every other adversary within Far range; their attacks deal half damage while spotlighted this way.',
    },
  },
  kraken: {
    d: 'A sea monster of legend, larger than any galleon, with sucker-lined arms and a dreadful mouth.',
    f: {
      'Many Tentacles':
        'While it has 7 HP or fewer marked, its standard attack can hit two targets in range.',
      'Grapple and Drown':
        'Attack a target in Close range. On a hit, mark a Stress to drag them under: Restrained and Vulnerable, marking a Stress on every action roll, until a Strength Roll frees them or the Kraken takes Major damage or worse.',
      'Boiling Blast':
        'Spend a Fear: a jet of scalding water along a line up to Far range. Each target makes an Agility Reaction Roll or takes 4d6+9 physical damage; marking an Armor Slot against it also costs a Stress.',
    },
  },
  oracle_of_doom: {
    d: 'A giant, deathless embodiment of fate, doomed to foresee only disaster.',
    f: {
      Terrifying: TERRIFYING_FAR,
      'Walls Closing In': 'A creature that fails a roll within Very Far range of it marks a Stress.',
      'Pronounce Fate':
        'Spend a Fear: show a target in Far range their own nightmare. Knowledge Reaction Roll: on a failure, 2d20+4 direct magic damage and all their Hope is lost; on a success, half damage and lose a Hope.',
      'Summon Tormentors':
        'Once a day, spend 2 Fear: 2d4 Minions of tier 2 or lower, fitting one PC’s nightmare, arrive at Close range of that PC.',
      'Ominous Knowledge': 'On seeing any mortal, it knows one of their personal nightmares at once.',
      'Vengeful Fate':
        'When an attack from Very Close range makes it mark HP, mark a Stress: the attacker is thrown back to Far range and takes 2d10+4 physical damage.',
    },
  },
  outer_realms_abomination: {
    d: 'A twisted parody of a living thing, never holding one shape.',
    f: {
      'Chaotic Form': 'Each attack, roll 2d4 as its attack modifier.',
      'Disorienting Presence':
        'A target it damages makes an Instinct Reaction Roll; on a failure their next action roll has disadvantage and the GM gains a Fear.',
      'Reality Quake':
        'Spend a Fear: reality shudders within Far range. Everyone there makes a Knowledge Reaction Roll or is Unstuck until the scene ends: they spend double Hope and mark double Armor Slots, HP and Stress.',
      'Unreal Form':
        'Damage to it is reduced by 1d20. If a successful attack makes it mark 1 HP or none, the GM gains a Fear.',
    },
  },
  outer_realms_corrupter: {
    d: 'A drifting, shapeless mass that seems to be made of coloured light.',
    f: {
      'Will-Shattering Touch': 'A PC it damages loses a Hope.',
      'Disgorge Reality Flotsam':
        'Mark a Stress: it vomits half-eaten pieces of other worlds over everyone in Close range, each of whom marks 2 Stress unless they pass a Knowledge Reaction Roll.',
    },
  },
  outer_realms_thrall: { d: 'A roughly human shape with no memory or self left.', f: {} },
  volcanic_dragon_obsidian_predator: {
    d: 'A colossal winged dragon with black glassy scales and razor claws.',
    f: {
      Flying: 'While airborne, its Difficulty is 3 higher.',
      'Obsidian Scales': 'Resistant to physical damage.',
      'Avalanche Tail':
        'Mark a Stress: attack everyone in Close range. Hits take 4d6+4 physical damage, fly back to Far range, Vulnerable until they next roll with Hope.',
      'Dive-Bomb':
        'While flying, mark a Stress: swoop to a point in Far range and attack everyone within Very Close range of it. Hits take 2d10+6 physical damage, mark a Stress and lose a Hope.',
      'Erupting Rage (Phase Change)':
        'When it marks its last HP, swap it for the Molten Scourge, who takes the spotlight at once.',
    },
  },
  volcanic_dragon_molten_scourge: {
    d: 'Maddened by its wounds, the dragon erupts into liquid fire.',
    f: {
      'Cracked Scales':
        'When damaged, roll one d6 per HP it marked; the GM gains a Fear for each 4 or higher.',
      'Shattering Might':
        'Mark a Stress: attack a target in Very Close range. On a hit, 4d8+1 physical damage, they lose a Hope and are knocked back to Close range; the dragon clears a Stress.',
      Eruption:
        'Spend a Fear: lava floods Very Close range around it. Everyone there makes an Agility Reaction Roll or takes 4d6+6 physical damage and is pushed back to Close range. The lava stays: anyone else entering it or acting in it marks 6 HP.',
      'Volcanic Breath':
        'When it takes Major damage, roll a d10: on 8+, it breathes lava in front of it up to Far range. Agility Reaction Roll: on a failure, 2d10+4 physical damage plus 1d4 Stress, Vulnerable until they clear a Stress; on a success, half damage and mark a Stress.',
      'Lava Splash':
        'When a Very Close attack deals it Severe damage, burning blood sprays the attacker for 2d10+4 direct physical damage.',
      'Ashen Vengeance (Phase Change)':
        'When it marks its last HP, swap it for the Ashen Tyrant, who takes the spotlight at once.',
    },
  },
  volcanic_dragon_ashen_tyrant: {
    d: 'Never wounded like this before, the dragon rages on as its lava cools to ash, like the foes it burned.',
    f: {
      Cornered: 'The GM may mark a Stress in place of spending a Fear to spotlight it.',
      'Injured Wings': 'While airborne, its Difficulty is 1 higher.',
      'Ashes to Ashes':
        'A PC who fails a roll within Close range of it loses a Hope and the GM gains a Fear; with no Hope to lose, they mark an HP.',
      'Desperate Rampage':
        'Mark a Stress: attack everyone in Close range. Hits take 2d20+2 physical damage, are thrown back to Close range of where they stood and mark a Stress.',
      'Ashen Cloud':
        'Spend a Fear: slam the ground and raise ash across Far range; action rolls inside the cloud have disadvantage. It settles the next time an adversary is spotlighted.',
      'Apocalyptic Thrashing':
        'Countdown (1d12), started by spending a Fear; it ticks whenever a PC rolls with Fear. At 0 it thrashes, shaking the land (quake, avalanche, falling walls): everyone in Far range makes a Strength Reaction Roll, 2d10+10 physical damage and pinned (Restrained) under rubble until a Strength Roll on a failure, half damage on a success. If it is defeated while this runs, the countdown triggers at once.',
    },
  },
  perfected_zombie: {
    d: 'A huge, muscled corpse whose strength and skill are fed by magic.',
    f: {
      Terrifying: TERRIFYING_FAR,
      'Fearsome Presence': 'PCs cannot spend Hope on features used against it.',
      'Perfect Strike':
        'Mark a Stress: standard attack against everyone in Very Close range; those hit are Vulnerable until their next rest.',
      'Skilled Opportunist':
        'When another adversary damages a target within Very Close range of it, spend a Fear to add its standard attack damage.',
    },
  },
  zombie_legion: {
    d: 'A vast horde of undead, still strong though their flesh rots.',
    f: {
      Unyielding: 'Resistant to physical damage.',
      Overwhelm:
        'When a Melee attack deals it Minor damage, the GM may mark a Stress: it strikes back at the attacker with a standard attack, with advantage.',
    },
  },
};
