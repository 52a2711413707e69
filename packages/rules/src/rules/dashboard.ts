// What a character shares with its campaign dashboard: name, level, class text, and the current and maximum
// health, stress, armor and hope. A player agrees to share these by joining; leaving revokes it.
import type { Character } from '../schemas/character';
import type { DashboardRow } from '../schemas/records';
import type { Catalog } from './catalog';
import { deriveSheet, type ShapeshiftState } from './derive';

/** "Class" or "Class / Multiclass"; class ids stand in when the catalog lacks the class. */
export function dashboardClassText(character: Character, catalog: Catalog): string {
  const name = (id: string | null | undefined) => (id ? (catalog.classes.get(id)?.name ?? id) : '');
  const base = name(character.baseClass);
  return character.multiclass ? `${base} / ${name(character.multiclass.class)}` : base;
}

export type DashboardSummary = Omit<DashboardRow, 'id' | 'campaign_id' | 'character_id'>;

/** The shared fields: name, level, class text, and max/current of health, stress, armor and hope. */
export function dashboardSummary(
  character: Character,
  catalog: Catalog,
  shapeshift?: ShapeshiftState,
): DashboardSummary {
  const sheet = deriveSheet(character, catalog, shapeshift);
  const track = (max: number, current: number) => ({ max, current: Math.min(current, max) });
  return {
    character_name: character.name,
    character_class: dashboardClassText(character, catalog),
    character_level: character.level,
    health: track(sheet.slots.health, character.resources.health),
    stress: track(sheet.slots.stress, character.resources.stress),
    armor: track(sheet.slots.armor, character.resources.armor),
    hope: track(sheet.slots.hope, character.resources.hope),
  };
}
