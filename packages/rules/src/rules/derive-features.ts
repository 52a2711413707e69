// Collects the features a character has from every source, in sheet order, with where each came from.
import type { Character } from '../schemas/character';
import type { Trait } from '../schemas/common';
import type { Feature } from '../schemas/feature';
import type { Subclass, Weapon } from '../schemas/homebrew';
import type { Catalog } from './catalog';

export interface ActiveFeature {
  /** Human-readable origin, e.g. "class: Warrior" or "armor: Gambeson Armor". */
  source: string;
  feature: Feature;
}

/** Subclass cards held: foundation always, then one more per upgraded-subclass selection for that subclass. */
export function subclassFeatures(subclass: Subclass, upgrades: number): Feature[] {
  const cards = [subclass.foundation, subclass.specialization, subclass.mastery].slice(
    0,
    1 + Math.min(2, upgrades),
  );
  return cards.flatMap((c) => c.features);
}

/** Gathers active features plus the equipped weapons and Spellcast traits they imply. */
export function collectFeatures(
  character: Character,
  catalog: Catalog,
): { features: ActiveFeature[]; weapons: { equipped: boolean; weapon: Weapon }[]; spellcastTraits: Trait[] } {
  const features: ActiveFeature[] = [];
  const add = (source: string, list: readonly Feature[] | undefined) => {
    for (const feature of list ?? []) features.push({ source, feature });
  };

  // A mixed ancestry takes the first feature of one and the second of the other (SRD: Ancestries, Mixed Ancestry).
  const ancestries = character.ancestry
    .map((id) => catalog.ancestries.get(id))
    .filter((a) => a !== undefined);
  if (ancestries.length === 2) {
    add(`ancestry: ${ancestries[0]!.name}`, ancestries[0]!.features.slice(0, 1));
    add(`ancestry: ${ancestries[1]!.name}`, ancestries[1]!.features.slice(1, 2));
  } else for (const a of ancestries) add(`ancestry: ${a.name}`, a.features);

  const community = character.community ? catalog.communities.get(character.community) : undefined;
  if (community) add(`community: ${community.name}`, community.features);

  const classIds = [character.baseClass, character.multiclass?.class].filter((c): c is string => !!c);
  for (const id of classIds) {
    const cls = catalog.classes.get(id);
    if (cls) add(`class: ${cls.name}`, cls.classFeatures);
  }

  const subclassIds = [...character.subclass];
  if (character.multiclass && !subclassIds.includes(character.multiclass.subclass))
    subclassIds.push(character.multiclass.subclass);
  const spellcastTraits: Trait[] = [];
  subclassIds.forEach((id, index) => {
    const sub = catalog.subclasses.get(id);
    if (!sub) return;
    const upgrades = character.levelSelections.filter(
      (s) =>
        s.type === 'subclass' && (s.value === id || ((s.value === null || s.value === '') && index === 0)),
    ).length;
    add(`subclass: ${sub.name}`, subclassFeatures(sub, upgrades));
    if (sub.foundation.spellcast) spellcastTraits.push(sub.foundation.spellcast);
  });

  const weapons: { equipped: boolean; weapon: Weapon }[] = [];
  const equippedEntries = new Set<string>();
  for (const entry of character.inventory.weapons) {
    const weapon = catalog.weapons.get(entry.itemId);
    if (!weapon) continue;
    weapons.push({ equipped: entry.equipped, weapon });
    if (entry.equipped) {
      equippedEntries.add(entry.id);
      if (weapon.feature) add(`weapon: ${weapon.name}`, [weapon.feature]);
    }
  }
  const armorEntry = character.inventory.armor;
  const armor = armorEntry ? catalog.armor.get(armorEntry.itemId) : undefined;
  if (armorEntry && armor) {
    equippedEntries.add(armorEntry.id);
    if (armor.feature) add(`armor: ${armor.name}`, [armor.feature]);
  }

  for (const entry of character.inventory.items) {
    const item = catalog.items.get(entry.itemId);
    if (!item) continue;
    // Relics and other carried items apply while held; consumables only when used (not here). An entry's own
    // modify map (applied by deriveSheet) replaces the catalog's, so a copied map is not counted twice.
    if (item.modify && !item.consumable && Object.keys(entry.modify).length === 0)
      add(`item: ${item.name}`, [{ name: item.name, description: item.description, modify: item.modify }]);
    if (item.attach && entry.attachment && equippedEntries.has(entry.attachment))
      add(`attachment: ${item.name}`, [item.attach.feature]);
  }
  // The armor entry may also name its attachment directly by item id.
  const armorAttachment = armorEntry?.attachment ? catalog.items.get(armorEntry.attachment) : undefined;
  if (armorAttachment?.attach && !features.some((f) => f.source === `attachment: ${armorAttachment.name}`)) {
    add(`attachment: ${armorAttachment.name}`, [armorAttachment.attach.feature]);
  }
  // Cards in the loadout are active; the vault holds them inactive (SRD: Domains).
  for (const id of character.domainCards.loadout) {
    const card = catalog.domainCards.get(id);
    if (card) add(`domain card: ${card.name}`, card.features);
  }
  add('custom', character.customFeatures);
  return { features, weapons, spellcastTraits };
}
