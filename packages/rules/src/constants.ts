// Game constants and storage limits shared by every area and mirrored by the database's check constraints.
// Numbers that cite no SRD chapter are product decisions; app-constants.test.ts and the rules tests pin them.

/** The current character sheet version. Older saves are migrated to it. */
export const CHARACTER_VERSION = '2.0';

/** The six character traits, in sheet order. */
export const TRAITS = ['agility', 'strength', 'finesse', 'instinct', 'presence', 'knowledge'] as const;
/** The nine domains. */
export const DOMAINS = [
  'arcana',
  'blade',
  'bone',
  'codex',
  'grace',
  'midnight',
  'sage',
  'splendor',
  'valor',
] as const;
/** Classes whose subclasses grant a Spellcast trait. */
export const SPELLCASTING_CLASSES = [
  'bard',
  'druid',
  'ranger',
  'rogue',
  'seraph',
  'sorcerer',
  'wizard',
] as const;
/** Dice the game uses. */
export const DICE = ['d4', 'd6', 'd8', 'd10', 'd12', 'd20'] as const;
/** Range bands, nearest first. */
export const RANGES = ['Melee', 'Very Close', 'Close', 'Far', 'Very Far'] as const;
/** Triggers that refill a charge. */
export const RECHARGE_TRIGGERS = ['rest', 'shortRest', 'longRest'] as const;

/**
 * Resource slot limits and starting values: hope starts at 2 in 6 slots (at most 10); health, stress and
 * armor reach 12; a companion has 3 stress slots (at most 6) and evasion 10.
 */
export const RESOURCES = {
  hope: { startingSlots: 6, max: 10, start: 2 },
  health: { max: 12 },
  stress: { startingSlots: 6, max: 12 },
  armor: { max: 12 },
  companionStress: { startingSlots: 3, max: 6 },
  companionEvasion: { start: 10 },
} as const;

/** Rest moves a character may take per rest. */
export const REST_OPTIONS = { shortRest: 2, longRest: 2 } as const;
/** Inventory limits: at most 4 weapons; a new item's quantity is 1. */
export const INVENTORY = { maxWeapons: 4, startingQuantity: 1 } as const;
/** Domain card loadout size (SRD: Domains, "up to 5 domain cards in your loadout"). */
export const MAX_LOADOUT = 5;

/**
 * Gold slots per denomination and the starting purse of 1 handful (SRD: Gold: "10 handfuls to 1 bag, and 10 bags
 * to 1 chest", 9 slots of handfuls and of bags, at most 1 chest: the 10th handful marks a bag and clears them).
 */
export const GOLD = {
  maxHandfuls: 9,
  maxBags: 9,
  maxChests: 1,
  startingHandfuls: 1,
  handfulsPerBag: 10,
  bagsPerChest: 10,
} as const;
/** The most gold a character can hold, in handfuls: 9 handfuls, 9 bags and 1 chest. */
export const MAX_GOLD_HANDFULS =
  GOLD.maxHandfuls +
  GOLD.maxBags * GOLD.handfulsPerBag +
  GOLD.maxChests * GOLD.bagsPerChest * GOLD.handfulsPerBag;
/** Starting gear every character takes besides its two choices. */
export const STARTING_GEAR = ['Torch', '50 feet of rope', 'Basic supplies'] as const;

/** Proficiency at level 1 and the levels that add +1 (SRD: Leveling Up, tier achievements). */
export const PROFICIENCY = { start: 1, gainsAtLevels: [2, 5, 8] as const } as const;
/** Lowest and highest character level (SRD: Leveling Up, "10 PC levels"). */
export const LEVELS = { min: 1, max: 10 } as const;
/** Base armor score before armor is worn. */
export const BASE_ARMOR_SCORE = 0;

/** Hope spending rules shown on the sheet, in our words. */
export const HOPE_RULE_TEXT =
  'Spend 1 Hope to use an Experience or help an ally; spend 3 Hope to start a Tag Team roll.';

// The consent period lives with the consent record (the shell's first load reads it without the rest).
export { CONSENT_REPROMPT_DAYS } from './schemas/consent-record';

/** The most characters a character's own notes hold (the sheet's Notes; the database checks it too). */
export const CHARACTER_NOTES_MAX = 20000;

/**
 * Field limits for stored records. The database mirrors these in check constraints (supabase/migrations), so
 * change both together. Lengths are in characters; counts in entries.
 */
export const LIMITS = {
  nameMax: 100,
  shortTextMax: 200,
  descriptionMax: 5000,
  notesMax: 5000,
  listMax: 100,
  experienceMax: 20,
  levelSelectionsMax: 100,
  buffsMax: 50,
  inventoryItemsMax: 200,
  quantityMax: 999,
  statBonusAbs: 99,
  diceStringMax: 32,
  idMax: 100,
} as const;

/**
 * Limits that bound what one homebrew record costs to check, mask, store and draw (with {@link LIMITS}' lengths).
 * The database mirrors them: the JSON Schema it checks documents against is made from the rules' schemas, and
 * its byte limit is `dataBytesMax` (supabase/migrations/20261127010000_homebrew_bounded_documents.sql).
 */
export const HOMEBREW_LIMITS = {
  /** Effects on one feature. */
  effectsMax: 5,
  /** Entries of an effect's list (the rolls an advantage applies to). */
  effectTargetsMax: 5,
  /** Features in one list of a record (an ancestry's features, a class's class features, a subclass tier). */
  featuresMax: 10,
  /** A record's whole document, in bytes of its JSON text as the database prints it (`data::text`). */
  dataBytesMax: 32768,
} as const;
