// Our words for the tier 2 adversaries, Archer Squadron to War Wizard (SRD order). Numbers are the SRD's.
import type { GmText } from './adversary-text-types';

const GHOST = 'Resistant to physical damage; mark a Stress to pass through solid matter up to Close range.';
const SLOW =
  'The first time it is spotlighted without a token, it only prepares: put a token on it and say what it is about to do. Next spotlight, remove the token and it acts.';
const HALF_DAMAGE_SPOTLIGHT = (n: string, cost: string) =>
  `${cost}: spotlight ${n} allies; while spotlighted this way their attacks deal half damage.`;
const MIND_DANCE =
  'Mark a Stress: a dazzling magical show. Everyone in Close range makes an Instinct Reaction Roll; for each failure the GM gains a Fear and the Flickerfly learns one thing that target fears.';

export const ADVERSARY_TEXT_TIER_TWO: Record<string, GmText> = {
  archer_squadron: {
    d: 'A unit of drilled bowmen with huge bows.',
    f: {
      'Focused Volley':
        'Spend a Fear, pick a point in Far range: attack with advantage everyone within Close range of it. Hits take 1d10+4 physical damage.',
      'Suppressing Fire':
        'Mark a Stress, pick a point in Far range. Until someone next rolls with Fear, anyone moving into Close range of it makes an Agility Reaction Roll: 2d6+3 physical damage on a failure, half on a success.',
    },
  },
  apprentice_assassin: { d: 'A green trainee killer out to earn a name.', f: {} },
  assassin_poisoner: {
    d: 'A sly killer who favours poison and ambush.',
    f: {
      'Grindletooth Venom': 'A target that marks HP from its attacks is Vulnerable until they clear an HP.',
      'Out of Nowhere': 'It attacks with advantage while Hidden.',
      Fumigation:
        'A smoke bomb fills Close range: everyone there is Dizzied, rolling their next action at disadvantage before it wears off.',
    },
  },
  master_assassin: {
    d: 'A veteran murderer with a menacing voice and a lethal knife.',
    f: {
      "Won't See It Coming": 'While Hidden, it deals direct damage.',
      'Strike as One': 'Mark a Stress: spotlight as many other Assassins as it has unmarked Stress.',
      'The Subtle Blade':
        'When its standard attack hits a Vulnerable target, spend a Fear to deal Severe damage in place of its usual damage.',
    },
  },
  battle_box: {
    d: 'A cube-shaped war machine with a different rune carved on every face.',
    f: {
      'Randomized Tactics':
        'Mark a Stress and roll a d6. 1 Mana Beam: attack one target in Far range, 2d10+2 magic damage. 2 Fire Jets: attack all in Close range, 2d8 physical. 3 Trample: attack all PCs in Close range, 1d6+5 physical, Vulnerable until they next roll with Hope. 4 Shocking Gas: anyone in Close range who fails a Finesse Reaction Roll marks 3 Stress. 5 Stunning Clap: all in Very Close range make a Strength Reaction Roll or stay Vulnerable until the Box is destroyed. 6 Psionic Whine: anyone in Close range who fails a Presence Reaction Roll takes 2d4+9 direct magic damage.',
      Overcharge: 'Before its damage roll, the GM may mark a Stress: +1d6 damage, and the GM gains a Fear.',
      'Death Quake':
        'When it marks its last HP, it blows apart: everyone in Close range makes an Instinct Reaction Roll or takes 2d8+1 magic damage.',
    },
  },
  chaos_skull: {
    d: 'A hovering skull kept aloft by flickering magic.',
    f: {
      Levitation: 'It floats a few feet up and cannot be Restrained.',
      Wards: 'Resistant to magic damage.',
      'Magic Burst': 'Mark a Stress: attack everyone in Close range. Hits take 2d6+4 magic damage.',
      'Siphon Magic':
        'Spend a Fear: attack a PC with a Spellcast trait in Very Close range. On a hit they mark 1d4 Stress, the Skull clears as many, and it may take the spotlight again straight away.',
    },
  },
  conscript: { d: 'A barely trained townsperson forced into the army.', f: {} },
  courtesan: {
    d: 'A skilled schemer and past master of charm and intrigue.',
    f: {
      'Searing Glance':
        'When a PC in Close range makes a Presence Roll, mark a Stress to judge the result. If they failed, they mark 2 Stress and stay Vulnerable until the scene ends or they beat the Courtesan in a social action; if they succeeded, they mark a Stress.',
    },
  },
  cult_adept: {
    d: 'A practised caster of shadow and dread magic.',
    f: {
      'Enervating Blast':
        'Spend a Fear: standard attack on a target in range; a hit also makes them mark a Stress.',
      'Shroud of the Fallen':
        'Mark a Stress: an ally in Close range is Protected (resistant to all damage) until the Adept marks their last HP.',
      'Shadow Shackles':
        'Spend a Fear, pick a point in Far range: everyone within Close range of it is Restrained by chains of smoke until a Strength or Instinct Roll frees them; while held, every action roll costs them a Hope.',
      'Fear Is Fuel': 'Twice a scene, when a PC fails with Fear, clear a Stress.',
    },
  },
  cult_fang: {
    d: 'A former hired killer now sworn to the cult.',
    f: {
      "Shadow's Embrace":
        'Walks up walls as easily as floors; mark a Stress to jump between shadows up to Far range apart.',
      'Pick Off the Straggler':
        'Mark a Stress: a target in Melee range makes an Instinct Reaction Roll. Failure: they mark 2 Stress and vanish with the Fang to a shadow in Far range, briefly Vulnerable. Success: they mark a Stress.',
    },
  },
  cult_initiate: { d: 'A junior cultist in plain robes, hungry for power.', f: {} },
  demonic_hound_pack: {
    d: 'Twisted hounds glowing with hellfire from inside.',
    f: {
      Dreadhowl:
        'Mark a Stress: everyone in Very Close range loses a Hope; anyone with no Hope to lose marks 2 Stress.',
    },
  },
  electric_eels: {
    d: 'A shoal of eels that circle their prey and shock it.',
    f: {
      'Paralyzing Shock':
        'Mark a Stress: standard attack against everyone in Very Close range; each target that marks HP gives the GM a Fear.',
    },
  },
  elite_soldier: {
    d: 'A squire in armour or a hardened commoner seeking promotion.',
    f: {
      Reinforce:
        'Mark a Stress: step beside an ally (Melee range) and make a standard attack at a target in Very Close range. On a hit, 2d10+2 physical damage and the ally may clear a Stress.',
      "Vassal's Loyalty":
        'When a knight or noble within Very Close range is about to take damage, mark a Stress to step in and take it for them.',
    },
  },
  failed_experiment: {
    d: 'A botched necromantic creation, misshapen and clumsy.',
    f: {
      'Warped Fortitude': 'Resistant to physical damage.',
      Overwhelm: 'Deals double damage to a target that has other adversaries within Very Close range.',
      'Lurching Lunge': 'Mark a Stress in place of spending Fear to spotlight it as an extra GM move.',
    },
  },
  giant_beastmaster: {
    d: 'A giant in leathers with a whip and an enormous bow.',
    f: {
      'Two as One':
        'When it is spotlighted, a tier 1 animal adversary under its command may be spotlighted too.',
      'Pinning Strike':
        'Standard attack. On a hit, mark a Stress to pin the target to a surface: Restrained until a Finesse or Strength Roll frees them.',
      'Deadly Companion':
        'Twice a scene, call a Bear, Dire Wolf or other tier 1 animal under its command; it arrives at Close range and takes the spotlight at once.',
    },
  },
  giant_brawler: {
    d: 'A giant of huge strength with a warhammer taller than a person.',
    f: {
      'Battering Ram':
        'Mark a Stress: charge and smash an object within Close range (a wall, a cart, a stall). Everyone within Very Close range of it makes an Agility Reaction Roll or takes 2d4+3 physical damage from flying debris.',
      'Bloody Reprisal':
        'When an attack from within Very Close range makes it mark 2+ HP, it makes a standard attack at the attacker, dealing 2d6+15 physical damage on a hit.',
    },
  },
  giant_recruit: { d: 'A young giant soldier in borrowed armour.', f: {} },
  giant_eagle: {
    d: 'A huge hunting bird with talons stained by blood.',
    f: {
      Flight: 'While airborne, its Difficulty is 3 higher.',
      'Deadly Dive':
        'Mark a Stress: attack a target in Far range. On a hit, 2d10+2 physical damage and they are knocked down, Vulnerable until their next action.',
      'Take Off':
        'Attack a target in Very Close range. On a hit, 2d4+3 physical damage and they make an Agility Reaction Roll or are caught (briefly Restrained) in its talons; a caught target is carried up to Very Far range above the fight.',
      'Deadly Drop':
        'While flying, it may let go of a target it holds: no longer Restrained, they fall, and unless their fall is stopped on the PCs’ next action they take 2d20 physical damage on landing.',
    },
  },
  gorgon: {
    d: 'A scaled figure with serpents for hair and a golden bow, angered at being disturbed.',
    f: {
      'Sunsear Arrows':
        'A target its standard attack hits Glows until the scene ends: they cannot become Hidden and attacks against them have advantage.',
      'Crown of Serpents':
        'Attack a target in Melee range with its snakes. On a hit, mark a Stress: 2d10+4 physical damage and the target marks a Stress.',
      'Petrifying Gaze':
        'When an attack from within Close range damages it, spend a Fear: the attacker makes an Instinct Reaction Roll. If it fails, they mark an HP and begin turning to stone: Petrification Countdown (4), ticking each time the Gorgon is attacked; at 0 they make a death move. Defeating the Gorgon ends every such countdown.',
    },
  },
  juvenile_flickerfly: {
    d: 'A horse-sized insect with shimmering scales and crystal wings too fast to see.',
    f: {
      'Peerless Accuracy':
        'Before each attack, roll a d6: on 4 or more, the target’s Evasion is halved for it.',
      'Mind Dance': MIND_DANCE,
      'Hallucinatory Breath':
        'Countdown (Loop 1d6), started the first time it is damaged. At 0 it breathes a dream-gas over everyone in front of it up to Far range: Instinct Reaction Roll (disadvantage for those whose fears it knows); on a failure, mark a Stress and lose a Hope.',
    },
  },
  knight_of_the_realm: {
    d: 'A decorated warrior in heavy armour on a strong warhorse.',
    f: {
      Chevalier:
        'Mounted, its Difficulty is 2 higher. Severe damage unhorses it and removes the bonus until its next spotlight.',
      'Heavily Armored': 'Physical damage to it is reduced by 3.',
      'Cavalry Charge':
        'While mounted: charge as far as Far range, then make a standard attack. On a hit, 2d8+4 physical damage and the target marks a Stress.',
      'For the Realm!': HALF_DAMAGE_SPOTLIGHT('1d4+1', 'Mark a Stress'),
    },
  },
  masked_thief: {
    d: 'A nimble, theatrical thief with acrobatic flair.',
    f: {
      'Quick Hands':
        'Attack a target in Melee range. On a hit, 1d8+2 physical damage and it steals an item or consumable from them.',
      'Escape Plan':
        'Mark a Stress: spring a snare hidden anywhere on the field. Everyone within Very Close range of it makes an Agility Reaction Roll (13) or is hauled upside down, Restrained and Vulnerable until a Finesse or Strength Roll (13) frees them.',
    },
  },
  merchant_baron: {
    d: 'A successful trader at the head of a large business.',
    f: {
      'Everyone Has a Price':
        'Spend a Fear: offer a risky deal for something the target wants. A PC must pass a Presence Reaction Roll (17) or else accept or mark 2 Stress.',
      'The Best Muscle Money Can Buy':
        'Once a scene, mark a Stress: 1d4+1 tier 1 adversaries arrive at Far range to do the Baron’s bidding.',
    },
  },
  minotaur_wrecker: {
    d: 'A towering bull-headed firbolg with a short fuse.',
    f: {
      'Ramp Up':
        'The GM must spend a Fear to give it the spotlight; while it has the spotlight, its standard attack hits every target in range.',
      'Charging Bull':
        'Mark a Stress: charge through a group within Close range, attacking everyone in its way. Hits take 2d6+8 physical damage and fly back to Very Far range; slamming into something solid or someone adds 1d6.',
      Gore: 'Attack a target in Very Close range, moving into Melee range of them. On a hit, 2d8 direct physical damage.',
    },
  },
  mortal_hunter: {
    d: 'An undead stalker in a heavy leather coat, with prying eyes and casual cruelty.',
    f: {
      Terrifying: 'When it hits, every PC within Far range loses a Hope and the GM gains a Fear.',
      Deathlock:
        'Spend a Fear: curse a target in Very Close range until the scene ends; the Hunter’s attacks on them deal direct damage. Only one target can carry it at a time.',
      'Inevitable Death': HALF_DAMAGE_SPOTLIGHT('1d4', 'Mark a Stress'),
      Rampage:
        'Countdown (Loop 1d6), started the first time it takes the spotlight. At 0 it charges in a straight line to a point in Far range, attacking everyone on the way; hits take 2d8+2 physical damage.',
    },
  },
  royal_advisor: {
    d: 'A senior courtier whom the local nobles listen to.',
    f: {
      'Devastating Retort': 'A PC whose action roll against it totals under 17 marks a Stress.',
      'Bend Ears':
        'Mark a Stress: whisper to an NPC in Melee range; their view on one question moves toward the Advisor’s, unless that runs straight against their motives.',
      Scapegoat:
        'Spend a Fear: persuade a crowd or an important person that someone else is behind a problem they face; they turn hostile to that scapegoat until a Presence Roll (17) clears the name.',
    },
  },
  secret_keeper: {
    d: 'A hidden leader who speaks directly with the Fallen Gods.',
    f: {
      'Seize Your Moment': HALF_DAMAGE_SPOTLIGHT('1d4', 'Spend 2 Fear'),
      "Our Master's Will":
        'Each time the GM spotlights an ally within Far range, they may mark a Stress on the Secret-Keeper to gain a Fear.',
      'Summoning Ritual':
        'Countdown (6), started the first time it takes the spotlight; it ticks once per HP the Secret-Keeper marks. At 0 a Minor Demon arrives at Close range.',
      'Fallen Hounds':
        'Once a scene, when it marks 2+ HP, mark a Stress: a Demonic Hound Pack arrives at Close range and takes the spotlight at once.',
    },
  },
  shark: {
    d: 'A big, restless hunter of the deep.',
    f: {
      Terrifying: 'When it hits, every PC within Far range loses a Hope and the GM gains a Fear.',
      'Rending Bite':
        'A target it hits marks an Armor Slot that reduces nothing (armor still reduces the damage), or 1 extra HP if no slot is left.',
      'Blood in the Water':
        'When a creature within Close range of it marks HP from someone else’s attack, mark a Stress: the Shark takes the spotlight, swims into Melee range and makes a standard attack.',
    },
  },
  siren: {
    d: 'A fish-tailed singer with glittering scales and a voice hard to resist.',
    f: {
      'Captive Audience': 'Its standard attack on an Entranced target deals 2d10+1 damage instead.',
      'Enchanting Song':
        'Spend a Fear: everyone in Close range makes an Instinct Reaction Roll or is Entranced (cannot act, Vulnerable) until they mark 2 Stress. Each other Siren within Close range may mark a Stress to raise the Difficulty by 1.',
    },
  },
  spectral_archer: {
    d: 'A phantom bowman bound here until the one they guard is safe.',
    f: {
      Ghost: GHOST,
      'Pick Your Target':
        'Spend a Fear: attack, within Far range, a PC who has two or more other PCs within Very Close range. On a hit, 2d8+12 physical damage.',
    },
  },
  spectral_captain: {
    d: 'A phantom officer still commanding soldiers after death.',
    f: {
      Ghost: GHOST,
      'Unending Battle':
        'Spend 2 Fear: up to 1d4+1 fallen Spectral allies return, unmarked, where they first appeared.',
      'Hold Fast': 'When its Spectral allies make a reaction roll, mark a Stress to give them +2 to it.',
    },
  },
  spectral_guardian: {
    d: 'A phantom soldier with spear and sword, held here by duty.',
    f: {
      Ghost: GHOST,
      'Grave Blade':
        'Spend a Fear: attack a target in Very Close range. On a hit, 2d10+6 physical damage and the target marks a Stress.',
    },
  },
  spy: {
    d: 'A trained agent with a talent for being where secrets are spoken.',
    f: {
      'Gathering Secrets': 'Spend a Fear: describe how the Spy learned a secret of a PC in the scene.',
      'Fly on the Wall':
        'While PCs talk about something delicate, mark a Stress to reveal the Spy has been listening. If it gets away to report, the GM gains 1d4 Fear.',
    },
  },
  stonewraith: {
    d: 'A stalking hunter shaped like a mountain cat, its body grey slate.',
    f: {
      Stonestrider: 'Moves through rock and soil like air; inside them it is Hidden and takes no damage.',
      'Rocky Ambush':
        'While Hidden, mark a Stress: pounce into Melee range of a target in Very Close range, who rolls Agility or Instinct as a Reaction Roll (15); on a failure, 2d8 physical damage and briefly Restrained.',
      'Avalanche Roar':
        'Spend a Fear while in a cave: its roar brings the roof down. Everyone in Close range makes an Agility Reaction Roll (14) or takes 2d10 physical damage; clearing the rubble is a Progress Countdown (8).',
    },
  },
  war_wizard: {
    d: 'A veteran battle mage schooled in ruinous spells.',
    f: {
      'Battle Teleport':
        'Before or after its standard attack, mark a Stress to teleport anywhere within Far range.',
      'Refresh Warding Sphere': 'Mark a Stress: Warding Sphere can be used again.',
      Eruption:
        'Spend a Fear, pick a point in Far range: the earth around it (Very Close range) heaves into impassable terrain. Everyone there makes an Agility Reaction Roll (14): 2d10 physical damage and thrown clear on a failure, half damage and stays put on a success.',
      'Arcane Artillery':
        'Spend a Fear: a barrage of magic strikes the whole scene. Everyone makes an Agility Reaction Roll: 2d12 magic damage on a failure, half on a success.',
      'Warding Sphere':
        'When an attack from within Close range damages it, the attacker takes 2d6 magic damage. Used once, then only again after Refresh Warding Sphere.',
    },
  },
};

export { GHOST, SLOW, HALF_DAMAGE_SPOTLIGHT, MIND_DANCE };
