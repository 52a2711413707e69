// The fields a player shares with their campaign (spec 3 "Campaign dashboard row", spec 6 "Sharing", spec 7
// "Dashboard"): name, level, class text ("Class / Multiclass" when multiclassed) and the four tracks, each
// {current, max}, derived from the sheet. Values are kept within the limits the database checks (spec 9).
import { deriveSheet, RESOURCES, type Catalog, type Character } from '@duality/rules';

export interface Track {
  current: number;
  max: number;
}

export interface DashboardFields {
  character_id: number;
  character_name: string;
  character_class: string;
  character_level: number;
  health: Track;
  stress: Track;
  armor: Track;
  hope: Track;
}

const clamp = (n: number, max: number) => Math.min(Math.max(Math.trunc(Number.isFinite(n) ? n : 0), 0), max);
const track = (current: number, max: number, limit: number): Track => ({
  current: clamp(current, limit),
  max: clamp(max, limit),
});

/** The class text of the dashboard: "Class" or "Class / Multiclass", by the classes' display names. */
export function classText(character: Character, catalog: Catalog): string {
  const name = (id: string | null | undefined) => (id ? (catalog.classes.get(id)?.name ?? id) : '');
  const base = name(character.baseClass);
  return character.multiclass ? `${base} / ${name(character.multiclass.class)}` : base;
}

/** The dashboard row fields of a character, from its derived sheet. */
export function dashboardFields(
  characterId: number,
  character: Character,
  catalog: Catalog,
): DashboardFields {
  const sheet = deriveSheet(character, catalog);
  const r = character.resources;
  return {
    character_id: characterId,
    character_name: character.name.slice(0, 100),
    character_class: classText(character, catalog).slice(0, 200),
    character_level: Math.min(Math.max(character.level, 1), 10),
    health: track(r.health, sheet.slots.health, RESOURCES.health.max),
    stress: track(r.stress, sheet.slots.stress, RESOURCES.stress.max),
    armor: track(r.armor, sheet.slots.armor, RESOURCES.armor.max),
    hope: track(r.hope, sheet.slots.hope, RESOURCES.hope.max),
  };
}
