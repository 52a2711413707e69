// Our words for the 19 environments (SRD order): a description, impulses as short tags, and what each feature
// does. Numbers are the SRD's.
import type { GmText } from './adversary-text-types';

export interface EnvironmentText extends GmText {
  /** What the place pushes toward, as short tags of our own. */
  i: string[];
}

const RELATIVE = 'Its Difficulty is that of the toughest adversary present (the highest Difficulty).';
const REINFORCEMENTS =
  'A Knight of the Realm, one tier 3 Minion per PC and two adversaries of the GM’s choice arrive within Far range of a chosen PC; the Knight takes the spotlight at once.';

export const ENVIRONMENT_TEXT: Record<string, EnvironmentText> = {
  abandoned_grove: {
    d: 'An old druid grove left to run wild, long since taken back by the forest.',
    i: ['lure the curious', 'replay what happened here'],
    f: {
      'Overgrown Battlefield':
        'A fight took place here. An Instinct Roll reads the signs: success with Hope reveals all three clues, with Fear two; on a failure, mark a Stress for one clue and advantage on the next roll to investigate. A fitting background or Experience adds a detail and one honest answer. Clues: broken blades and branches and torn earth; a mossy trunk that is really a dead treant; trees bent strangely by strong magic.',
      'Barbed Vines':
        'Choose a spot in the grove: everyone within Very Close range of it makes an Agility Reaction Roll or takes 1d8+3 physical damage and is Restrained by thorny vines until a Finesse or Strength roll, or 6 damage to the vines, frees them.',
      'You Are Not Welcome Here':
        'A Young Dryad, two Sylvan Soldiers and one Minor Treant per PC step out to challenge the intruders.',
      Defiler:
        'Spend a Fear: a Minor Chaos Elemental, drawn by the memory of bloodshed, appears at Far range from a chosen PC and takes the spotlight at once.',
    },
  },
  ambushed: {
    d: 'Enemies lie in wait to catch the party unawares.',
    i: ['overwhelm', 'split them up', 'encircle'],
    f: {
      'Relative Strength': RELATIVE,
      'Surprise!':
        'The attackers reveal themselves: the GM gains 2 Fear and the spotlight passes straight to one of them.',
    },
  },
  ambushers: {
    d: 'The party lies in wait to catch their enemies unawares.',
    i: ['flee', 'regroup', 'shield the weakest'],
    f: {
      'Relative Strength': RELATIVE,
      'Where Did They Come From?':
        'When a PC springs the ambush, the GM loses 2 Fear and the first PC attack roll has advantage.',
    },
  },
  bustling_marketplace: {
    d: 'The busy trading centre of town, full of local crafters, travelling sellers and buyers rich and poor.',
    i: ['buy cheap and sell dear', 'dazzle with goods from distant lands'],
    f: {
      'Tip the Scales':
        'A PC who slips a handful of gold into a conversation gets advantage on the Presence Roll.',
      'Unexpected Find':
        'A trader turns out to have something the PCs want or need: a taste of home, a rare book, spell components, a doubtful treasure map, a magic key.',
      'Sticky Fingers':
        'A pickpocket targets a PC, who spots them with an Instinct Roll or the GM picks an item they lose as the thief slips away to Close range. Getting it back is a Progress Countdown (6) chase against the thief’s Consequence Countdown (4) to reach their hideout.',
      'Crowd Closes In': 'When a PC leaves the group, the crowd closes in and cuts them off from the others.',
    },
  },
  cliffside_ascent: {
    d: 'A sheer, rocky cliff, high enough that the climb is a real danger.',
    i: ['throw the careless onto the rocks', 'tempt climbers with what waits above'],
    f: {
      'The Climb':
        'The climb is a Progress Countdown (12), moved by each action roll to climb: critical success 3, success with Hope 2, success with Fear 1, failure with Hope 0, failure with Fear back up 1. At 0 the party stands at the top.',
      'Pitons Left Behind':
        'Old metal spikes left by earlier climbers: a PC using them who fails a climb roll may mark a Stress so the countdown does not go back up.',
      Fall: 'Spend a Fear: a PC’s grip gives way. Unless caught on the next action, they land and the countdown goes back up 2; damage is 1d12 physical at a countdown of 8-12, 2d12 at 4-7, 3d12 at 3 or less.',
    },
  },
  local_tavern: {
    d: 'A busy inn at the centre of its town’s social life.',
    i: ['offer work to adventurers', 'bring the town together'],
    f: {
      "What's the Talk of the Town?":
        'A Presence Roll with the barkeep, staff or regulars about news, rumours and work: on a success pick two of the details below, three on a critical; on a failure pick one and mark a Stress while the local rambles. Details: a rumour tied to a PC’s past; a paying job near at hand; a local legend linked to something they saw; gossip hinting at trouble in town.',
      'Sing For Your Supper':
        'A PC may perform once with a Presence Roll: 1d4 handfuls of gold on a success (2d4 on a critical), a Stress on a failure.',
      'Mysterious Stranger': 'Reveal someone hiding who they are, watching from a dark corner booth.',
      'Someone Comes to Town':
        'Bring in an important NPC who wants to hire the party or is linked to a PC’s past.',
      'Bar Fight!':
        'Spend a Fear: a brawl breaks out. While it lasts, a PC crossing the room makes an Agility or Presence Roll or takes 1d6+2 physical damage from a flying fist or mug. A PC can start one with an action roll that riles the regulars.',
    },
  },
  outpost_town: {
    d: 'A small frontier town near the edge of the map, a short trip from dungeons, tombs and other adventure.',
    i: ['send the desperate to their end', 'make money from thin hopes'],
    f: {
      'Rumors Abound':
        'News is the coin that travels fastest. A Presence Roll about big events: critical, two major events plus one honest follow-up answer; success with Hope, two events, one tied to the PC’s past; success with Fear, a worrying rumour about the PC’s past; any failure, the locals turn surly and the PC marks a Stress to learn one useful rumour.',
      'Society of the Broken Compass':
        'An adventurers’ club has a lodge here, where heroes swap tall tales and rumours, toast victories they have not won yet and plot against rivals.',
      'Rival Party': 'Another group of adventurers is in town, chasing the same prize or leads as the PCs.',
      "It'd Be a Shame If Something Happened to Your Store":
        'The PCs see a local crime boss’s thugs squeezing a general store for money.',
      'Wrong Place, Wrong Time':
        'At night or in a lonely alley, spend a Fear: robbers appear within Close range of a chosen PC: a Jagged Knife Kneebreaker, a Lieutenant and one Lackey per PC, plus a Hexer or Sniper for a bigger party.',
    },
  },
  raging_river: {
    d: 'A fast, bridgeless river deep enough to carry most people off.',
    i: ['block the way across', 'drag off the careless', 'split the land in two'],
    f: {
      'Dangerous Crossing':
        'Getting across is a Progress Countdown (4). A PC who fails with Fear is hit by Undertow at once, with no Fear spent.',
      Undertow:
        'Spend a Fear: a PC makes an Agility Reaction Roll. On a failure, 1d6+1 physical damage and swept Close range downstream, Vulnerable until out of the water; on a success, mark a Stress.',
      'Patient Hunter':
        'Spend a Fear: a Glass Snake appears in or by the river within Close range of a chosen PC and takes the spotlight at once to use Spinning Serpent.',
    },
  },
  cult_ritual: {
    d: 'Cultists of the Fallen gather at a sigil of the beaten gods around a fire that burns a sick green.',
    i: ['defile the land', 'open the mortal world to the Circles Below'],
    f: {
      'Desecrated Ground':
        'The site is given over to the Fallen Gods: PCs roll a d10 as their Hope Die here. A Progress Countdown (6) cleanses it.',
      'Blasphemous Might':
        'Ritual power floods one adversary, Imbued until the scene ends or it falls. It takes the spotlight at once and gains one of these (all three for a Fear): advantage on every attack; +1d10 damage on hits; Relentless (2), up to two spotlights per GM turn, each paid in Fear as usual.',
      'The Summoning':
        'Countdown (6), started when the PCs arrive or the summoning begins; pick one adversary to lead it. It ticks whenever a PC rolls with Fear. At 0 a Minor Demon appears within Very Close range of the leader. If the leader falls, the ritual fails and the countdown ends.',
      'Complete the Ritual':
        'When an attack or spell targets the ritual’s leader, an ally within Very Close range may mark a Stress to become the target instead.',
    },
  },
  hallowed_temple: {
    d: 'A busy, well-tended temple offering healing and regular worship, run by a priest or a seraph.',
    i: ['join the mortal world to the Hallows Above', 'show divine might', 'help and comfort believers'],
    f: {
      'A Place of Healing': 'A PC who rests in the temple clears every HP.',
      'Divine Guidance':
        'A PC who prays here makes an Instinct Roll for answers (disadvantage if their god is unwelcome). Critical: clear answers and 1d4 Hope, which may be shared with allies told of the vision. Success with Hope: clear answers. Success with Fear: brief glimpses and a feeling pointing at an answer. Any failure: only hazy glimpses; mark a Stress for one clear image without context.',
      'Relentless Hope':
        'Once a scene, each PC may mark a Stress to change a result with Fear into one with Hope.',
      'Divine Censure':
        'When the PCs trespass, blaspheme or anger the clergy, spend a Fear: a High Seraph and 1d4 Bladed Guards arrive within Close range of the high priest to back them.',
    },
  },
  haunted_city: {
    d: 'A deserted city where restless ghosts of long-gone ages still walk.',
    i: ['lead astray and confuse', 'relive old catastrophes, shared and private'],
    f: {
      'Buried Knowledge':
        'The city holds endless secrets. An Instinct or Knowledge Roll about its past: critical, valuable facts and a useful (maybe haunted) item; success with Hope, valuable facts; success with Fear, partial or hazy facts; any failure, a long search turns up one lead for a Stress.',
      'Ghostly Form':
        'Adversaries here are ghosts: resistant to physical damage, and they may mark a Stress to pass through solid matter up to Close range.',
      'Dead Ends':
        'Ghosts replay scenes from their time (a festival, an uprising, a robbery). The city reshapes around the PCs: the way back closes, a detour is forced, or a challenge appears, like being taken for rival thieves.',
      'Apocalypse Then':
        'Spend a Fear: a past disaster replays around the PCs, a Progress Countdown (5) to escape through fire, panicked crowds, falling buildings or collapsing streets, using history and clues to get out.',
    },
  },
  mountain_pass: {
    d: 'Rocky summits above the clouds, crossed by a winding trail of endless switchbacks.',
    i: ['drain supplies and strength with cold', 'expose magical meddling', 'make the journey slow'],
    f: {
      'Engraved Sigils':
        'Huge symbols are carved into the rock. A fitting background or Experience reveals them as weather magic strengthening the freezing winds. A Knowledge Roll recalls what they are, hints at their makers and how to undo them; on a critical, the PC knows them for ridgeborne enchanters’ work and has advantage to dispel them.',
      Avalanche:
        'Spend a Fear: ice and snow come crashing down. Every PC in the way makes an Agility or Strength Reaction Roll (advantage with rope, pitons or climbing gear): on a failure, swept down the slope to Far range, 2d20 physical damage and a Stress; on a success, a Stress.',
      'Raptor Nest':
        'When the PCs enter the birds’ hunting grounds, two Giant Eagles appear within Very Far range of a chosen PC, marking the party as prey.',
      'Icy Winds':
        'Countdown (Loop 4), started when the PCs enter the pass. At 0 every traveller makes a Strength Reaction Roll or marks a Stress; proper cold-weather clothing gives advantage.',
    },
  },
  burning_heart_of_the_woods: {
    d: 'Dense blue-black ash hangs around a giant mossy tree that never stops burning with a sickly blue fire.',
    i: ['drum out a strange beat everyone follows', 'rot the forest'],
    f: {
      'Chaos Magic Locus': 'A PC making a Spellcast Roll rolls two Fear Dice and keeps the higher.',
      'The Indigo Flame':
        'A PC at the great tree may make a Knowledge Roll to name the magic here: on a success learn three facts (two with Fear); on a failure mark a Stress for one fact and advantage on the next roll to investigate. Facts: it is Fallen magic; the ashen moss carries the taint; only a nature-magic rite, a Progress Countdown (8), can purge it.',
      'Grasping Vines':
        'Thorny vines lash out of the undergrowth. A target makes an Agility Reaction Roll or is Restrained and Vulnerable until a Finesse or Strength Roll, or 10 damage to the vines, frees them; each attempt to escape costs 1d8+4 physical damage and a Hope.',
      'Charcoal Constructs':
        'Twisted beasts burning with blue fire stampede through a point of the GM’s choice; everyone within Close range of it makes an Agility Reaction Roll: 3d12+3 physical damage on a failure, half on a success.',
      'Choking Ash':
        'Countdown (Loop 6), started when the PCs arrive. At 0 everyone makes a Strength or Instinct Reaction Roll (advantage with masks or covering clothes): 4d6+5 direct physical damage on a failure, half on a success.',
    },
  },
  castle_siege: {
    d: 'A siege in progress, an army trying to force its way into a fortress.',
    i: ['wear down the will to fight', 'break through the walls', 'raise the tension'],
    f: {
      'Secret Entrance': 'An Instinct or Knowledge Roll finds or remembers a hidden way into the castle.',
      'Siege Weapons (Environment Change)':
        'Consequence Countdown (6), started as the siege opens (a long-term countdown for a drawn-out siege). At 0 the walls are breached and attackers pour in: the GM gains 2 Fear, then switches to the Pitched Battle environment and spotlights it.',
      'Reinforcements!': REINFORCEMENTS,
      'Collateral Damage':
        'When an adversary falls, spend a Fear: a stray siege shot lands on a point of the field. Everyone within Very Close range of it makes an Agility Reaction Roll: on a failure 3d8+3 physical or magic damage and a Stress; on a success a Stress.',
    },
  },
  pitched_battle: {
    d: 'A huge clash between two armies.',
    i: ['grab people, ground and riches', 'shed blood for gain and fame'],
    f: {
      'Adrift on a Sea of Steel':
        'Crossing the field mid-battle is deadly: moving at all takes an Agility Roll and reaches only Close range; with an adversary in Melee range, the PC must mark a Stress even to try.',
      'Raze and Pillage':
        'The attackers up the stakes: they start a fire, seize something valuable, take an important captive or slaughter townsfolk.',
      'War Magic':
        'Spend a Fear: a battle mage unleashes sweeping destruction on a point within Very Far range of them. Everyone within Close range of it makes an Agility Reaction Roll; on a failure, 3d12+8 magic damage and a Stress.',
      'Reinforcements!': REINFORCEMENTS,
    },
  },
  chaos_realm: {
    d: 'A place beyond the world where the rules of reality shift and threaten.',
    i: ['destroy certainty', 'devour power', 'break logic'],
    f: {
      'Impossible Architecture':
        'Directions and gravity keep changing; getting anywhere is a Progress Countdown (8), and every failed roll also costs a Stress.',
      'Everything You Are This Place Will Take from You':
        'Countdown (Loop 1d4). At 0 every PC makes a Presence Reaction Roll or loses 1d4 from their highest trait for now, unless they mark Stress equal to that trait. Lost points return on a critical success or on leaving the realm.',
      Unmaking:
        'Spend a Fear: a PC makes a Strength Reaction Roll; 4d10 direct magic damage on a failure, a Stress on a success.',
      'Outer Realms Predators':
        'Spend a Fear: an Outer Realms Abomination, an Outer Realms Corrupter and 2d6 Outer Realms Thralls appear within Close range of a chosen PC. Spotlight one of them at once; another Fear makes its standard attack hit without a roll.',
      'Disorienting Reality':
        'On a result with Fear, ask the PC which of their fears the realm shows them as it unmakes and remakes itself; they lose a Hope, and if it was their last, the GM gains a Fear.',
    },
  },
  divine_usurpation: {
    d: 'A vast rite meant to break open the gates of the Hallows Above and throw down the New Gods.',
    i: ['gather power', 'overwhelm with awe', 'crush dissent'],
    f: {
      'Final Preparations':
        'When this environment first takes the spotlight, name one adversary the Usurper and start a Long-term Countdown (8) while they gather what the rite needs. At 0, spotlight the environment for Beginning of the End. While it is in play, the GM can hold up to 15 Fear.',
      'Divine Blessing':
        'On a critical success, a PC may spend 2 Hope to recover a feature limited by uses (once per rest, once per session and the like).',
      'Defilers Abound':
        'Spend 2 Fear: 1d4+2 Fallen Shock Troops appear within Close range of the Usurper and are spotlighted at once to use Group Attack.',
      Godslayer:
        'Once the Divine Siege Countdown has triggered, spend 3 Fear: the Usurper kills a god of the Hallows Above and devours its power, clearing 2 HP and gaining higher Difficulty, damage or attack modifier, or a feature of the dead god.',
      'Beginning of the End':
        'When Final Preparations triggers, the Usurper storms the gates of the Hallows: Divine Siege Countdown (10). Each spotlight of the Usurper describes the assault and ticks it down 1; Major damage or worse to the Usurper ticks it back up 1. At 0 the barrier falls and the Usurper goes to kill and replace the gods: the GM gains a Fear per unmarked Usurper HP and may use Godslayer at once, free, as an extra GM move.',
      'Ritual Nexus':
        'Any failure with Fear against the Usurper makes the PC mark 1d4 Stress from the magical backlash.',
    },
  },
  imperial_court: {
    d: 'The splendid seat of a mighty empire, decked out with plundered riches.',
    i: ['defend and extend the empire’s rule', 'tempt rivals with power and luxury'],
    f: {
      'All Roads Lead Here':
        'Presence Rolls to do things that go against imperial ways or the empire’s supremacy have disadvantage here.',
      'Rival Vassals':
        'The court is full of subjects, vassals and petitioners competing for favour and nearness to power, trading favours for loyalty and climbing over each other; some want to ruin rivals, a few may even listen to talk of treason.',
      'The Gravity of Empire':
        'Spend a Fear: offer a PC a golden chance at a major goal if they obey or serve the empire. Presence Reaction Roll: on a failure, mark every Stress or accept (already all marked: accept or go into exile); on a success, mark 1d4 Stress from the temptation.',
      'Imperial Decree':
        'Spend a Fear: a long-term countdown for the empire’s plans ticks down 1d4. If that triggers it, the court hears a proclamation as the plan is carried out.',
      'Eyes Everywhere':
        'On a result with Fear, spend a Fear: a loyalist overhears treasonous talk at court. An Instinct Reaction Roll lets a PC notice, and maybe stop the witness before the PCs are exposed.',
    },
  },
  necromancers_ossuary: {
    d: 'A dusty tomb of winding halls, a library and many stone coffins, stained with the blood of failed intruders.',
    i: [
      'baffle intruders',
      'dig up secrets better left alone',
      'raise the dead',
      'release a flood of undead',
    ],
    f: {
      'No Place for the Living':
        'Any feature or action that clears HP costs a Hope to use; one that already costs Hope costs one more.',
      'Centuries of Knowledge':
        'Searching the library and laboratory with a Knowledge Roll reveals lore of magic, local history and the Necromancer’s plans.',
      'Skeletal Burst':
        'Part of the ossuary explodes: everyone within Close range of a chosen point makes an Agility Reaction Roll or takes 4d8+8 physical damage from flying bone.',
      'Aura of Death':
        'Once a scene, roll a d4; every undead creature within Far range of the Necromancer clears that many HP and Stress in total, split as it likes.',
      'They Just Keep Coming!':
        'Spend a Fear: either 1d6 Rotted Zombies, a pair of Perfected Zombies or one Zombie Legion appear within Close range of a chosen PC.',
    },
  },
};
