// The built-in game content (`@duality/rules/content`), generated from the SRD by scripts/import-srd.ts and
// committed under data/. It is an entry of its own, not part of the package index: it is most of the
// product's JavaScript, and a page loads it (with a dynamic import) only when an area needs it.
// The round-trip test parses every entry with its schema, so the casts here are checked where it matters.
import ancestriesJson from '../../data/ancestries.json';
import appearanceJson from '../../data/appearance.json';
import armorJson from '../../data/armor.json';
import beastformsJson from '../../data/beastforms.json';
import classesJson from '../../data/classes.json';
import communitiesJson from '../../data/communities.json';
import domainCardsJson from '../../data/domain-cards.json';
import itemsJson from '../../data/items.json';
import subclassesJson from '../../data/subclasses.json';
import weaponsJson from '../../data/weapons.json';
import type { Beastform } from '../schemas/beastform';
import type { DomainCard } from '../schemas/domain-card';
import type { Ancestry, Armor, Class, Community, Item, Subclass, Weapon } from '../schemas/homebrew';
import { buildCatalog, type Catalog } from '../rules/catalog';

export const BUILTIN_CLASSES = classesJson as unknown as readonly Class[];
export const BUILTIN_SUBCLASSES = subclassesJson as unknown as readonly Subclass[];
export const BUILTIN_ANCESTRIES = ancestriesJson as unknown as readonly Ancestry[];
export const BUILTIN_COMMUNITIES = communitiesJson as unknown as readonly Community[];
export const BUILTIN_DOMAIN_CARDS = domainCardsJson as unknown as readonly DomainCard[];
export const BUILTIN_WEAPONS = weaponsJson as unknown as readonly Weapon[];
export const BUILTIN_ARMOR = armorJson as unknown as readonly Armor[];
/** Loot and consumables together; consumables carry `consumable: true`. */
export const BUILTIN_ITEMS = itemsJson as unknown as readonly Item[];
export const BUILTIN_BEASTFORMS = beastformsJson as unknown as readonly Beastform[];
/** Builder appearance word lists (written for this project; no SRD source has them). */
export const APPEARANCE_LISTS = appearanceJson as {
  clothes: readonly string[];
  eyes: readonly string[];
  body: readonly string[];
  skin: readonly string[];
  attitude: readonly string[];
};

/** Built-in content per homebrew kind: each kind offers this built-in list plus the user's rows. */
export const BUILTIN_HOMEBREW = {
  items: BUILTIN_ITEMS,
  weapons: BUILTIN_WEAPONS,
  armor: BUILTIN_ARMOR,
  communities: BUILTIN_COMMUNITIES,
  ancestries: BUILTIN_ANCESTRIES,
  subclasses: BUILTIN_SUBCLASSES,
  classes: BUILTIN_CLASSES,
} as const;

let cached: Catalog | undefined;
/** A catalog of all built-in content (built once, on first use). */
export function builtinCatalog(): Catalog {
  cached ??= buildCatalog({
    classes: BUILTIN_CLASSES,
    subclasses: BUILTIN_SUBCLASSES,
    ancestries: BUILTIN_ANCESTRIES,
    communities: BUILTIN_COMMUNITIES,
    items: BUILTIN_ITEMS,
    weapons: BUILTIN_WEAPONS,
    armor: BUILTIN_ARMOR,
    beastforms: BUILTIN_BEASTFORMS,
    domainCards: BUILTIN_DOMAIN_CARDS,
  });
  return cached;
}
