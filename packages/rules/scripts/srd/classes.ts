// Classes: hand-structured class and Hope features, and background/connection questions and looks in our words.
import type { FeatureInput } from '../../src/index';

type Def = Omit<FeatureInput, 'name'>;
const h = (hope: number) => ({ hope });

export interface ClassDef {
  summary: string;
  hope: Def;
  features: Record<string, Def>;
  background: string[];
  connection: string[];
  clothes: string[];
  attitude: string[];
}

/** Per class id suffix (bard, druid, ...). Feature names match the SRD's. */
export const CLASS_DEFS: Record<string, ClassDef> = {
  bard: {
    summary: 'A performer who leads with charm, song and story.',
    hope: {
      description: 'Spend 3 Hope: a target within Close range is Distracted, -2 to its Difficulty.',
      effects: [
        {
          kind: 'condition',
          condition: 'Distracted',
          trigger: 'action',
          cost: h(3),
          range: 'Close',
          target: 'target',
        },
      ],
    },
    features: {
      Rally: {
        description:
          'Once per session, give yourself and each ally a Rally Die (d6, d8 from level 5). Spend it to add to an action, reaction or damage roll, or to clear that much Stress. Unused dice clear at session end.',
        effects: [
          {
            kind: 'rollBonus',
            roll: 'action',
            amount: 'd6',
            trigger: 'action',
            frequency: 'session',
            target: 'party',
          },
        ],
        charge: { max: 1 },
      },
    },
    background: [
      'Which member of your community gave you your self-assurance?',
      'Who once broke your heart, and what did they do?',
      'Which older bard do you look up to, and what makes them your hero?',
    ],
    connection: [
      'When did you first know the two of us would get along?',
      'Which of my habits gets on your nerves?',
      'Why do you reach for my hand in the dark?',
    ],
    clothes: ['bold colors', 'a well-worn travel cloak', 'stage finery', 'a feathered hat'],
    attitude: ['a showman', 'a gossip', 'a dreamer', 'a charmer'],
  },
  druid: {
    summary: 'A keeper of the wild who takes beast shapes and shapes nature.',
    hope: {
      description: 'Spend 3 Hope to take a Beastform without marking Stress; one trait gets +1 while in it.',
      effects: [
        {
          kind: 'rollBonus',
          roll: 'trait',
          amount: 1,
          trigger: 'action',
          cost: h(3),
          duration: 'whileActive',
        },
      ],
    },
    features: {
      Beastform: {
        description:
          'Mark 1 Stress to become a creature of your tier or lower. No weapons or domain spells while transformed; other features still work. Drop the form at will.',
        shapeshift: true,
        effects: [{ kind: 'flag', flag: 'beastform', trigger: 'action', cost: { stress: 1 } }],
      },
      Wildtouch: {
        description: 'Cause small, harmless natural effects at will.',
        effects: [{ kind: 'flag', flag: 'minorNatureMagic', frequency: 'atWill' }],
      },
    },
    background: [
      'Why was your community entrusted to keep a wild place safe, and what did you lose to it?',
      'Which natural creature first taught you something, and what?',
      'What drove you to leave the natural place you were sworn to guard?',
    ],
    connection: [
      'What animal do I remind you of, and why?',
      'What about the world did I show you that you had never seen?',
      'Which of my secrets do you keep because I asked?',
    ],
    clothes: ['woven leaves', 'furs and hides', 'moss-stained robes', 'bone charms'],
    attitude: ['a hermit', 'a protector', 'a wild spirit', 'a quiet watcher'],
  },
  guardian: {
    summary: 'A steadfast defender who puts themself between allies and harm.',
    hope: {
      description: 'Pay 3 Hope: 2 marked Armor Slots are cleared.',
      effects: [
        {
          kind: 'resource',
          resource: 'armorSlot',
          action: 'clear',
          amount: 2,
          trigger: 'action',
          cost: h(3),
        },
      ],
    },
    features: {
      Unstoppable: {
        description:
          'Once per long rest, become Unstoppable with a d4 Unstoppable Die (d6 from level 5) starting at 1. Each damage roll that marks HP raises it by 1; it ends past its max or at scene end. While active: physical damage is 1 threshold less severe, add the die to damage, and you can’t be Restrained or Vulnerable.',
        charge: { max: 1, start: 1, recharge: { on: 'longRest', quantity: 'all' } },
        effects: [
          { kind: 'severity', change: -1, trigger: 'action', frequency: 'longRest', duration: 'scene' },
          { kind: 'flag', flag: 'immuneRestrainedVulnerable', duration: 'scene' },
        ],
      },
    },
    background: [
      'Who did you fail to shield, and how do you live with that?',
      'What oath or promise keeps you standing in the line of fire?',
      'Who taught you to fight, and what did it cost them?',
    ],
    connection: [
      'What did I do that made you trust me with your back?',
      'What small kindness of mine do you remember most?',
      'Why do you worry I will take a blow meant for you?',
    ],
    clothes: ['dented plate', 'a heraldic tabard', 'patched padding', 'a battered shield strap'],
    attitude: ['a stoic', 'a mother hen', 'a grim sentinel', 'a cheerful brawler'],
  },
  ranger: {
    summary: 'A tracker and hunter who marks one foe and never loses it.',
    hope: {
      description: 'Spend 3 Hope after a hit to use the same roll against two more foes in range.',
      effects: [{ kind: 'extraTargets', count: 2, trigger: 'attackHit', cost: h(3) }],
    },
    features: {
      "Ranger's Focus": {
        description:
          'Spend 1 Hope and attack; on a success, the target becomes your Focus. Against your Focus: you know its direction, damage makes it mark 1 Stress, and after a failed attack you may end the Focus to reroll.',
        effects: [
          {
            kind: 'resource',
            resource: 'stress',
            action: 'mark',
            amount: 1,
            trigger: 'damageDealt',
            cost: h(1),
            target: 'target',
          },
          { kind: 'reroll', what: 'attack', trigger: 'attackMissed' },
        ],
      },
    },
    background: [
      'Whom or what are you hunting, and why?',
      'Which trail did you once lose, and what did it cost you?',
      'Who raised you in the wilds, and what became of them?',
    ],
    connection: [
      'What made you first follow my lead?',
      'What do I do on watch that you find strange?',
      'Which creature did I spare that you would have killed?',
    ],
    clothes: ['a hooded cloak', 'weathered leathers', 'a belt of snares', 'mud-caked boots'],
    attitude: ['a loner', 'a patient stalker', 'a guide', 'a wry survivor'],
  },
  rogue: {
    summary: 'A sly operator who strikes from shadow and slips away.',
    hope: {
      description: 'Spend 3 Hope: +2 Evasion until an attack hits you or until your next rest.',
      effects: [
        {
          kind: 'rollBonus',
          roll: 'evasion',
          amount: 2,
          trigger: 'action',
          cost: h(3),
          duration: 'untilHit',
        },
      ],
    },
    features: {
      Cloaked: {
        description:
          'Whenever you would be Hidden you are Cloaked: staying still keeps you unseen even as foes move. Attacking or ending a move in a foe’s sight ends it.',
        effects: [{ kind: 'condition', condition: 'Cloaked', target: 'self' }],
      },
      'Sneak Attack': {
        description:
          'On a hit while Cloaked, or with an ally in Melee of the target, add d6s equal to your tier to damage.',
        effects: [{ kind: 'damage', dice: 'tier d6', extra: true, trigger: 'attackHit' }],
      },
    },
    background: [
      'What did you steal that you still regret?',
      'Who in the underworld owes you, and who do you owe?',
      'Which job went wrong, and who paid for it?',
    ],
    connection: [
      'What did I take from you that you let me keep?',
      'Which of my lies do you believe anyway?',
      'Why do you cover for me when I vanish?',
    ],
    clothes: ['dark layers', 'a face scarf', 'fine stolen silks', 'many-pocketed coat'],
    attitude: ['a charming liar', 'a cold professional', 'a joker', 'a schemer'],
  },
  seraph: {
    summary: 'A holy warrior who channels a god’s favor to heal and smite.',
    hope: {
      description: 'Spend 3 Hope to clear 1 HP on an ally within Close range.',
      effects: [
        {
          kind: 'resource',
          resource: 'hitPoint',
          action: 'clear',
          amount: 1,
          trigger: 'action',
          cost: h(3),
          range: 'Close',
          target: 'allies',
        },
      ],
    },
    features: {
      'Prayer Dice': {
        description:
          'Each session, roll d4s equal to your subclass Spellcast trait. Spend them on you or an ally within Far range to cut damage, add to a roll, or gain that much Hope. Unused dice clear at session end.',
        effects: [
          {
            kind: 'rollBonus',
            roll: 'action',
            amount: 'd4',
            trigger: 'sessionStart',
            range: 'Far',
            target: 'allies',
          },
        ],
      },
    },
    background: [
      'Which god do you serve, and what did they ask of you first?',
      'When did your faith falter, and what restored it?',
      'Whom did you fail to save despite your prayers?',
    ],
    connection: [
      'What do you confess to me that you tell no priest?',
      'Why do you think my god chose you to walk beside me?',
      'What did I heal in you that was not a wound?',
    ],
    clothes: ['shining vestments', 'a holy symbol', 'white and gold armor', 'prayer beads'],
    attitude: ['a zealot', 'a gentle healer', 'a doubter', 'a proud champion'],
  },
  sorcerer: {
    summary: 'A born spellcaster whose power surges from within.',
    hope: {
      description: 'Spend 3 Hope to reroll any of your damage dice on a magic damage attack.',
      effects: [{ kind: 'reroll', what: 'damage', trigger: 'attackHit', cost: h(3) }],
    },
    features: {
      'Arcane Sense': {
        description: 'Sense magical people and objects within Close range.',
        effects: [{ kind: 'flag', flag: 'senseMagic', range: 'Close' }],
      },
      'Minor Illusion': {
        description:
          'Spellcast roll (10): make a small visual illusion within Close range that fools anyone at Close or farther.',
        effects: [{ kind: 'flag', flag: 'minorIllusion', trigger: 'action', range: 'Close' }],
      },
      'Channel Raw Power': {
        description:
          'Once per long rest, move a loadout card to your vault to gain Hope equal to its level, or add twice its level to a damaging spell’s damage.',
        charge: { max: 1, recharge: { on: 'longRest', quantity: 'all' } },
        effects: [
          {
            kind: 'resource',
            resource: 'hope',
            action: 'gain',
            amount: 1,
            trigger: 'action',
            frequency: 'longRest',
          },
        ],
      },
    },
    background: [
      'When did your power first break loose, and who was hurt?',
      'What do you do to keep your magic in check?',
      'Who taught you to fear what you are?',
    ],
    connection: [
      'What do I do that calms you when your magic stirs?',
      'Why do you hide your power from everyone but me?',
      'What did I see you do that we never speak of?',
    ],
    clothes: ['singed robes', 'glowing tattoos', 'mismatched jewelry', 'a heavy mantle'],
    attitude: ['a volatile spirit', 'a brooder', 'a thrill-seeker', 'a careful mind'],
  },
  warrior: {
    summary: 'A trained fighter who masters any weapon.',
    hope: {
      description: 'Spend 3 Hope for +1 to attack rolls until your next rest.',
      effects: [
        {
          kind: 'rollBonus',
          roll: 'attack',
          amount: 1,
          trigger: 'action',
          cost: h(3),
          duration: 'untilRest',
        },
      ],
    },
    features: {
      'Attack of Opportunity': {
        description:
          'When a foe in Melee tries to leave, make a reaction roll with any trait against its Difficulty. On a success pick one (two on a critical): it stays put, it takes your primary weapon damage, or you move with it.',
        effects: [{ kind: 'flag', flag: 'attackOfOpportunity', trigger: 'reactionRoll', range: 'Melee' }],
      },
      'Combat Training': {
        description: 'Weapon burden doesn’t limit you. Add your level to physical damage.',
        effects: [
          { kind: 'flag', flag: 'ignoresBurden' },
          { kind: 'rollBonus', roll: 'damage', amount: 'level' },
        ],
      },
    },
    background: [
      'Who trained you, and why did you part ways?',
      'Which battle still wakes you at night?',
      'What do you fight for now that the war is over?',
    ],
    connection: [
      'What did I do in a fight that earned your respect?',
      'Which scar of mine do you know the story of?',
      'Why do you always stand to my left?',
    ],
    clothes: ['scuffed armor', 'a soldier’s coat', 'trophy belts', 'plain practical gear'],
    attitude: ['a veteran', 'a hothead', 'a disciplined soldier', 'a glory seeker'],
  },
  wizard: {
    summary: 'A scholar of magic who learns spells through study.',
    hope: {
      description: 'Spend 3 Hope to make a foe within Far range reroll an attack or damage roll.',
      effects: [{ kind: 'reroll', what: 'adversaryAttack', trigger: 'attacked', cost: h(3), range: 'Far' }],
    },
    features: {
      Prestidigitation: {
        description: 'Cause small, harmless magical effects at will.',
        effects: [{ kind: 'flag', flag: 'minorMagic', frequency: 'atWill' }],
      },
      'Strange Patterns': {
        description:
          'Pick a number from 1 to 12. When a Duality Die shows it, gain 1 Hope or clear 1 Stress. Change it on a long rest.',
        effects: [{ kind: 'resource', resource: 'hope', action: 'gain', amount: 1, trigger: 'actionRoll' }],
      },
    },
    background: [
      'What did you give up to learn magic?',
      'Which book or tutor changed the course of your studies?',
      'What forbidden knowledge are you after?',
    ],
    connection: [
      'What question did I ask that you could not answer?',
      'Why did you let me read your spellbook?',
      'What did I explain to you that finally made sense?',
    ],
    clothes: ['ink-stained robes', 'spectacles', 'a satchel of scrolls', 'a pointed hat'],
    attitude: ['a bookworm', 'a know-it-all', 'a curious tinkerer', 'an absent-minded sage'],
  },
};
