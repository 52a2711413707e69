// Our words for the tier 1 adversaries, Minor Chaos Elemental to Zombie Pack (SRD order). Numbers are the SRD's.
import type { GmText } from './adversary-text-types';

export const ADVERSARY_TEXT_TIER_ONE_M_Z: Record<string, GmText> = {
  minor_chaos_elemental: {
    d: 'A shimmering knot of wild, untamed magic.',
    f: {
      'Arcane Form': 'Resistant to magic damage.',
      'Sickening Flux':
        'Mark an HP: everyone in Close range marks a Stress and is Vulnerable until their next rest or until they clear an HP.',
      'Remake Reality':
        'Spend a Fear: the ground within Very Close range becomes another kind of land; everyone there takes 2d6+3 direct magic damage.',
      'Magical Reflection':
        'When an attack from within Close range damages it, the attacker takes half the damage they dealt.',
    },
  },
  minor_fire_elemental: {
    d: 'A walking blaze as large as a bonfire.',
    f: {
      'Scorched Earth':
        'Mark a Stress, pick a point in Far range: flames erupt within Very Close range of it. Everyone there makes an Agility Reaction Roll: 2d8 magic damage on a failure, half on a success.',
      Explosion:
        'Spend a Fear: attack everyone in Close range. Hits take 1d8 magic damage and are blasted back to Far range.',
      'Consume Kindling':
        'Three times a scene, when it moves onto something very flammable, it burns it up to clear an HP or a Stress.',
    },
  },
  minor_demon: {
    d: 'A red-skinned fiend from the Circles Below, furious at every mortal.',
    f: {
      'All Must Fall': 'A PC within Close range of it who fails with Fear loses a Hope.',
      Hellfire:
        'Spend a Fear: fire falls across Far range. Everyone there makes an Agility Reaction Roll: 1d20+3 magic damage on a failure, half on a success.',
      Reaper: 'Before its damage roll, mark a Stress to add its current number of marked HP to the damage.',
    },
  },
  minor_treant: { d: 'A walking young tree that rises to guard its woods.', f: {} },
  green_ooze: {
    d: 'A creeping heap of see-through green slime.',
    f: {
      Slow: 'The first time it is spotlighted without a token, it only prepares: put a token on it and say what it is about to do. Next spotlight, remove the token and it acts.',
      'Acidic Form':
        'A target it hits marks an Armor Slot that reduces nothing (armor still reduces the damage), or 1 extra HP if no slot is left.',
      Envelop:
        'Standard attack against a target in Melee range. On a hit it engulfs them: they mark 2 Stress and 1 more Stress with every action roll, until the Ooze takes Severe damage.',
      Split:
        'With 3+ HP marked, spend a Fear: it divides into two Tiny Green Oozes (unmarked), both spotlighted at once.',
    },
  },
  tiny_green_ooze: {
    d: 'A little creeping heap of see-through green slime.',
    f: {
      'Acidic Form':
        'A target it hits marks an Armor Slot that reduces nothing (armor still reduces the damage), or 1 extra HP if no slot is left.',
    },
  },
  red_ooze: {
    d: 'A creeping heap of see-through red slime that burns.',
    f: {
      'Creeping Fire':
        'Its ordinary movement reaches only Very Close range; anything flammable it touches catches fire.',
      Ignite:
        'Attack a target in Very Close range. On a hit, 1d8 magic damage and they are Ignited (1d4 magic damage on each action roll) until a Finesse Roll (14) puts it out.',
      Split:
        'With 3+ HP marked, spend a Fear: it divides into two Tiny Red Oozes (unmarked), both spotlighted at once.',
    },
  },
  tiny_red_ooze: {
    d: 'A little creeping heap of burning red slime.',
    f: { Burning: 'A creature that damages it from Melee range takes 1d6 direct magic damage.' },
  },
  petty_noble: {
    d: 'A small-time aristocrat, richly dressed and full of pride.',
    f: {
      'My Land, My Rules': 'Social actions against the Noble on their own land have disadvantage.',
      'Guards, Seize Them!':
        'Once a scene, mark a Stress: 1d4 Bladed Guards arrive at Far range to carry out the Noble’s orders.',
      Exile:
        'Spend a Fear, pick a PC: the Noble banishes them and their companions from the Noble’s lands, where they now have disadvantage in social situations.',
    },
  },
  pirate_captain: {
    d: 'A magnetic sea rover in a grand hat, eager for a raid.',
    f: {
      Swashbuckler: 'When a Melee attack makes it mark 2 HP or fewer, the attacker marks a Stress.',
      Reinforcements: 'Once a scene, mark a Stress: a Pirate Raiders Horde arrives at Far range.',
      'No Quarter':
        'Spend a Fear, pick a target with 3+ Pirates in Melee range of them: the crew threaten them with drowning. Presence Reaction Roll: mark 1d4+1 Stress on a failure, 1 Stress on a success.',
    },
  },
  pirate_raiders: {
    d: 'A rampaging pack of sea-going cutthroats.',
    f: { Swashbuckler: 'When a Melee attack makes them mark 2 HP or fewer, the attacker marks a Stress.' },
  },
  pirate_tough: {
    d: 'A brawny, inked pirate with fists like melons.',
    f: {
      Swashbuckler: 'When a Melee attack makes it mark 2 HP or fewer, the attacker marks a Stress.',
      'Clear the Decks':
        'Attack a target in Very Close range. On a hit, mark a Stress: close to Melee range, deal 3d4 physical damage and shove the target back out to Close range.',
    },
  },
  sellsword: { d: 'A hired blade trying their luck.', f: {} },
  skeleton_archer: {
    d: 'A brittle skeleton armed with a shortbow.',
    f: {
      Opportunist:
        'Its damage is doubled against a creature that has two or more adversaries within Very Close range of it.',
      'Deadly Shot':
        'Attack a Vulnerable target in Far range. On a hit, the GM may mark a Stress for 3d4+8 physical damage.',
    },
  },
  skeleton_dredge: { d: 'A rattling heap of old bones.', f: {} },
  skeleton_knight: {
    d: 'A big skeleton in armour wielding an enormous sword.',
    f: {
      Terrifying: 'When it hits, every PC within Close range loses a Hope and the GM gains a Fear.',
      'Cut to the Bone':
        'Mark a Stress: attack everyone in Very Close range. Hits take 1d8+2 physical damage and mark a Stress.',
      'Dig Two Graves':
        'When defeated, it attacks a target in Very Close range, its killer first. On a hit, 1d4+8 physical damage and the target loses 1d4 Hope.',
    },
  },
  skeleton_warrior: {
    d: 'A dirt-caked skeleton with a corroded sword.',
    f: {
      'Only Bones': 'Resistant to physical damage.',
      "Won't Stay Dead":
        'When defeated, spotlight it and roll a d6: on a 6, if any other adversary is still fighting, it rises again with no HP marked.',
    },
  },
  spellblade: {
    d: 'A hired fighter who weaves spells into swordwork.',
    f: {
      'Arcane Steel': 'Its standard attack deals damage that counts as physical and magic at once.',
      'Suppressing Blast':
        'Mark a Stress, pick a group in Far range: each makes an Agility Reaction Roll or takes 1d8+2 magic damage. The GM gains a Fear per target that marks HP.',
      'Move as a Unit': 'Spend 2 Fear: as many as five allies within Far range take the spotlight.',
    },
  },
  swarm_of_rats: {
    d: 'A tide of common rats scurrying together like one hungry creature.',
    f: { 'In Your Face': 'Anyone in Melee range of it has disadvantage when attacking anything else.' },
  },
  sylvan_soldier: {
    d: 'A fey warrior armoured in bark and leaves.',
    f: {
      'Pack Tactics':
        'When its standard attack targets someone with another Sylvan Soldier in Melee range of them, it deals 1d8+5 physical damage instead.',
      'Forest Control':
        'Spend a Fear: topple a tree within Close range. Whoever it falls on makes an Agility Reaction Roll (15) or takes 1d10 physical damage.',
      'Blend In':
        'When it hits, mark a Stress to turn Hidden until its next attack or until a PC finds it with an Instinct Roll (14).',
    },
  },
  tangle_bramble_swarm: {
    d: 'A knot of living, blood-thirsty tumbleweeds, each as big as a large gourd.',
    f: {
      Crush: 'Mark a Stress: a target carrying 3+ bramble tokens takes 2d6+8 direct physical damage.',
      Encumber:
        'Each hit gives the target a bramble token. With any token they are Restrained; with 3+ also Vulnerable. A Finesse Roll (12 + their tokens) or Major damage to the Swarm clears all tokens; clearing them with the roll spawns that many Tangle Bramble Minions in Melee range.',
    },
  },
  tangle_bramble: {
    d: 'A single living tumbleweed that drinks blood.',
    f: {
      'Drain and Multiply':
        'When its attack makes a target mark HP and three or more Tangle Bramble Minions are within Close range, merge them into a Tangle Bramble Swarm Horde with 1 HP per Minion merged.',
    },
  },
  weaponmaster: {
    d: 'A master of arms swinging a sword twice as tall as they are.',
    f: {
      'Goading Strike':
        'Standard attack. On a hit, the GM may mark a Stress to Taunt them until they next land a hit: their next attack has disadvantage against anyone but the Weaponmaster.',
      'Adrenaline Burst': 'Once a scene, spend a Fear: it clears 2 HP and 2 Stress.',
    },
  },
  young_dryad: {
    d: 'A proud tree-folk commander at the head of the forest’s guard.',
    f: {
      'Voice of the Forest':
        'Mark a Stress: spotlight 1d4 allies who can reach a target without moving; their hits deal half damage.',
      'Thorny Cage':
        'Spend a Fear: a cage of thorns Restrains a target in Very Close range until a Strength Roll frees them; anyone making an action roll against the cage marks a Stress.',
    },
  },
  brawny_zombie: {
    d: 'A bloated, rotting giant of a corpse, full of rage.',
    f: {
      Slow: 'The first time it is spotlighted without a token, it only prepares: put a token on it and say what it is about to do. Next spotlight, remove the token and it acts.',
      'Rend Asunder':
        'Standard attack with advantage against a target it has Restrained; a hit deals direct damage.',
      'Rip and Tear':
        'When its standard attack hits, mark a Stress: the target is briefly Restrained and marks 2 Stress.',
    },
  },
  patchwork_zombie_hulk: {
    d: 'A looming mass of fused corpses with limbs as thick as bodies and fists the size of a halfling.',
    f: {
      Destructible: 'Taking Major damage or worse makes it mark 1 extra HP.',
      'Flailing Limbs': 'Its standard attack may strike every target within Very Close range.',
      'Another for the Pile': 'Near a corpse (Very Close range), it absorbs it to clear an HP and a Stress.',
      'Tormented Screams':
        'Mark a Stress: every PC in Far range makes a Presence Reaction Roll (13). On a failure they lose a Hope and the GM gains a Fear for each; on a success they mark a Stress.',
    },
  },
  rotted_zombie: { d: 'A crumbling corpse shuffling after its next meal.', f: {} },
  shambling_zombie: {
    d: 'A reanimated body lurching along, moved by hunger alone.',
    f: {
      'Too Many to Handle':
        'While it is in Melee range of a creature and another Zombie is near (Close range), every attack on that creature has advantage.',
      Horrifying: 'A target that marks HP from its attacks also marks a Stress.',
    },
  },
  zombie_pack: {
    d: 'A knot of stumbling corpses that move together by instinct.',
    f: {
      Overwhelm:
        'When a Melee attack makes them mark HP, the GM may mark a Stress: they strike back at the attacker with a standard attack.',
    },
  },
};
