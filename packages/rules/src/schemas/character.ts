// Character v2.0 and its sub-records, with the defaults of a new character.
import { z } from '@duality/libs/zod';
import {
  CHARACTER_NOTES_MAX,
  CHARACTER_VERSION,
  LIMITS,
  MAX_LOADOUT,
  RESOURCES,
  GOLD,
  INVENTORY,
  MAX_GOLD_HANDFULS,
} from '../constants';
import { conditionsSchema } from '../play/conditions';
import { rollLogSchema } from '../play/roll-log';
import {
  chargeSchema,
  domainSchema,
  idSchema,
  levelSchema,
  modifySchema,
  nameSchema,
  statKeySchema,
  textSchema,
} from './common';
import { featureSchema } from './feature';

const notes = z.string().max(LIMITS.notesMax).default('');

export const traitScoreSchema = z.object({
  /** Null until the player assigns the trait a score. */
  score: z.number().int().min(-5).max(10).nullable().default(null),
  /** Marked by a level-up trait advancement this tier (SRD: Leveling Up). */
  upgraded: z.boolean().default(false),
});
export type TraitScore = z.infer<typeof traitScoreSchema>;

/** Marked amounts of each resource; hope starts at 2, the others at 0. */
export const resourcesSchema = z.object({
  armor: z.number().int().min(0).max(RESOURCES.armor.max).default(0),
  health: z.number().int().min(0).max(RESOURCES.health.max).default(0),
  stress: z.number().int().min(0).max(RESOURCES.stress.max).default(0),
  hope: z.number().int().min(0).max(RESOURCES.hope.max).default(RESOURCES.hope.start),
});
export type Resources = z.infer<typeof resourcesSchema>;

export const weaponEntrySchema = z.object({
  id: idSchema,
  itemId: idSchema,
  name: nameSchema,
  equipped: z.boolean().default(false),
  notes,
});
export type WeaponEntry = z.infer<typeof weaponEntrySchema>;

/** An attached gem, stone or charm: the item id that lends its feature. */
export const attachmentSchema = z.string().max(LIMITS.idMax).nullable().default(null);

export const armorEntrySchema = weaponEntrySchema.extend({ attachment: attachmentSchema });
export type ArmorEntry = z.infer<typeof armorEntrySchema>;

export const inventoryItemSchema = z.object({
  id: idSchema,
  /** The catalogue item; custom items get a generated id. */
  itemId: idSchema,
  name: nameSchema,
  chargesUsed: z.number().int().min(0).default(0),
  notes,
  attachment: attachmentSchema,
  custom: z.boolean().default(false),
  quantity: z.number().int().min(0).max(LIMITS.quantityMax).default(INVENTORY.startingQuantity),
  modify: modifySchema.default({}),
  options: z.record(z.string(), z.unknown()).default({}),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const goldSchema = z.object({
  handfuls: z.number().int().min(0).max(GOLD.maxHandfuls).default(GOLD.startingHandfuls),
  bags: z.number().int().min(0).max(GOLD.maxBags).default(0),
  chests: z.number().int().min(0).max(GOLD.maxChests).default(0),
});
export type Gold = z.infer<typeof goldSchema>;

/**
 * Gold is stored either as a plain handful count (a new character has 1) or as the three denominations; a count
 * above what the slots hold is refused with the reason, not cut down.
 */
export const inventorySchema = z.object({
  items: z.array(inventoryItemSchema).max(LIMITS.inventoryItemsMax).default([]),
  gold: z
    .union([
      z.number().int().min(0).max(MAX_GOLD_HANDFULS, 'Gold is at most 1 chest, 9 bags and 9 handfuls'),
      goldSchema,
    ])
    .default(GOLD.startingHandfuls),
  weapons: z.array(weaponEntrySchema).max(INVENTORY.maxWeapons).default([]),
  armor: armorEntrySchema.nullable().default(null),
});
export type Inventory = z.infer<typeof inventorySchema>;

/** Level-up choices (SRD: Leveling Up); the tier-achievement experience is `experience`. */
export const LEVEL_SELECTION_TYPES = [
  'trait',
  'hitPoint',
  'stress',
  'experience',
  'experienceBonus',
  'domainCard',
  'evasion',
  'subclass',
  'proficiency',
  'multiclass',
  'companion',
] as const;
export const levelSelectionSchema = z.object({
  id: idSchema,
  level: levelSchema,
  type: z.enum(LEVEL_SELECTION_TYPES),
  /** The choice itself: trait names, experience names, a card id, a class id... */
  value: z.union([z.string(), z.array(z.string()), z.number(), z.null()]).default(null),
  options: z.record(z.string(), z.unknown()).default({}),
});
export type LevelSelection = z.infer<typeof levelSelectionSchema>;

export const buffSchema = z.object({
  id: idSchema,
  name: nameSchema,
  enabled: z.boolean().default(true),
  /** A scar: a permanent mark from death's door (SRD: Death), shown apart from temporary buffs. */
  scar: z.boolean().default(false),
  modify: modifySchema.default({}),
  /** Ends at the next rest (a consumable's bonus, e.g. a Major Stride Potion's +1 Agility). */
  untilRest: z.boolean().optional(),
});
export type Buff = z.infer<typeof buffSchema>;

export const traitModifierSchema = z.object({ stat: statKeySchema, score: z.number().int().default(1) });
export type TraitModifier = z.infer<typeof traitModifierSchema>;

export const customEffectSchema = z.object({
  name: nameSchema,
  description: textSchema.default(''),
  modify: z.array(traitModifierSchema).default([]),
});
export type CustomEffect = z.infer<typeof customEffectSchema>;

/** Runtime state of one limited-use feature; `current` starts at the charge's start value. */
export const chargeStateSchema = z.object({
  id: idSchema,
  charge: chargeSchema.extend({ current: z.number().int().min(0) }),
});
export type ChargeState = z.infer<typeof chargeStateSchema>;

export const experienceSchema = z.object({
  name: nameSchema,
  score: z.number().int().min(-5).max(20).default(2),
});
export type Experience = z.infer<typeof experienceSchema>;

export const companionSchema = z.object({
  name: nameSchema.default(''),
  species: nameSchema.default(''),
  attack: z.object({ name: nameSchema, damage: z.string(), range: z.string() }).nullable().default(null),
  evasion: z.number().int().default(RESOURCES.companionEvasion.start),
  stress: z
    .object({
      current: z.number().int().min(0).default(0),
      slots: z
        .number()
        .int()
        .min(0)
        .max(RESOURCES.companionStress.max)
        .default(RESOURCES.companionStress.startingSlots),
    })
    .default({ current: 0, slots: RESOURCES.companionStress.startingSlots }),
  experience: z.array(experienceSchema).default([]),
  levelSelections: z.array(levelSelectionSchema).default([]),
});
export type Companion = z.infer<typeof companionSchema>;

export const multiclassSchema = z.object({ class: idSchema, subclass: idSchema, domain: domainSchema });
export type Multiclass = z.infer<typeof multiclassSchema>;

/** Acquired domain cards: ids in the loadout (at most 5) and in the vault (SRD: Domains). */
export const domainCardsSchema = z
  .object({
    loadout: z.array(idSchema).max(MAX_LOADOUT).default([]),
    vault: z.array(idSchema).default([]),
  })
  .refine(
    (d) => d.loadout.every((id) => !d.vault.includes(id)),
    'A card is either in the loadout or the vault',
  );
export type DomainCards = z.infer<typeof domainCardsSchema>;

const traitsShape = {
  agility: traitScoreSchema.default({ score: null, upgraded: false }),
  strength: traitScoreSchema.default({ score: null, upgraded: false }),
  finesse: traitScoreSchema.default({ score: null, upgraded: false }),
  instinct: traitScoreSchema.default({ score: null, upgraded: false }),
  presence: traitScoreSchema.default({ score: null, upgraded: false }),
  knowledge: traitScoreSchema.default({ score: null, upgraded: false }),
};

export const characterSchema = z.object({
  version: z.literal(CHARACTER_VERSION).default(CHARACTER_VERSION),
  name: nameSchema.default(''),
  pronouns: nameSchema.default(''),
  description: textSchema.default(''),
  level: levelSchema.default(1),
  campaign: z.number().int().nullable().default(null),
  baseClass: idSchema.nullable().default(null),
  /** Subclass ids: the base class's first, then the multiclass's. */
  subclass: z.array(idSchema).max(2).default([]),
  community: idSchema.nullable().default(null),
  /** One ancestry, or two for a mixed ancestry. */
  ancestry: z.array(idSchema).max(2).default([]),
  multiclass: multiclassSchema.nullable().default(null),
  ...traitsShape,
  resources: resourcesSchema.default({ armor: 0, health: 0, stress: 0, hope: RESOURCES.hope.start }),
  inventory: inventorySchema.default({ items: [], gold: 1, weapons: [], armor: null }),
  domainCards: domainCardsSchema.default({ loadout: [], vault: [] }),
  experience: z.array(experienceSchema).max(LIMITS.experienceMax).default([]),
  background: z.array(z.object({ question: z.string(), answer: textSchema })).default([]),
  connection: z.array(z.object({ question: z.string(), answer: textSchema })).default([]),
  levelSelections: z.array(levelSelectionSchema).max(LIMITS.levelSelectionsMax).default([]),
  buffs: z.array(buffSchema).max(LIMITS.buffsMax).default([]),
  customEffects: z.array(customEffectSchema).default([]),
  charges: z.array(chargeStateSchema).default([]),
  companion: companionSchema.nullable().default(null),
  /** Homebrew or custom features the player wrote onto the sheet. */
  customFeatures: z.array(featureSchema).default([]),
  /** The player's own notes for the table (free text, kept with the character; the database caps it too). */
  notes: z.string().max(CHARACTER_NOTES_MAX).default(''),
  /** Conditions the player set (SRD: Conditions); a stored document without the field has none. */
  conditions: conditionsSchema,
  /** The last ROLL_LOG_MAX rolls, oldest first, kept with the character so every device shows them. */
  rollLog: rollLogSchema.default([]),
});
export type Character = z.infer<typeof characterSchema>;
export type CharacterInput = z.input<typeof characterSchema>;

/** A fresh character with every default. */
export function newCharacter(): Character {
  return characterSchema.parse({});
}
