// What a character shares with its campaign's dashboard: name, level, class text, the four tracks, each
// {current, max}, Evasion, the damage thresholds and the conditions in play, derived from the sheet. This is the one projection: the stores write it to the dashboard row,
// so the game master sees the numbers the player's sheet shows. Values are kept within what the database
// accepts (text lengths, level 1-10, each track between 0 and its limit), so a push is never refused for them.
import { LIMITS, RESOURCES } from '../constants';
import { activeConditions, type Condition } from '../play/conditions';
import type { Character } from '../schemas/character';
import type { Catalog } from './catalog';
import { deriveSheet, type ShapeshiftState } from './derive';

/** A track as the dashboard shows it: marked slots out of available slots. */
export interface DashboardTrack {
  current: number;
  max: number;
}

/** The shared fields, named like the dashboard row's columns. */
export interface DashboardSummary {
  character_name: string;
  character_class: string;
  character_level: number;
  health: DashboardTrack;
  stress: DashboardTrack;
  armor: DashboardTrack;
  hope: DashboardTrack;
  evasion: number;
  major_threshold: number;
  severe_threshold: number;
  /** The conditions in play (the database reads them from the document itself; sent for comparison only). */
  conditions: Condition[];
}

/** The highest Evasion and threshold the dashboard row accepts. */
export const DASHBOARD_NUMBER_MAX = { evasion: 99, threshold: 999 } as const;

/** The longest name and class text the dashboard row accepts. */
export const DASHBOARD_TEXT_MAX = { name: LIMITS.nameMax, classText: LIMITS.shortTextMax } as const;

const whole = (n: number, low: number, high: number) =>
  Math.min(Math.max(Math.trunc(Number.isFinite(n) ? n : 0), low), high);

/** Slots available within [0, limit]; marked slots within [0, available]. */
const track = (marked: number, available: number, limit: number): DashboardTrack => {
  const max = whole(available, 0, limit);
  return { current: whole(marked, 0, max), max };
};

/** "Class" or "Class / Multiclass" by the classes' names; a class id stands in when the catalog lacks it. */
export function dashboardClassText(character: Character, catalog: Catalog): string {
  const name = (id: string | null | undefined) => (id ? (catalog.classes.get(id)?.name ?? id) : '');
  const base = name(character.baseClass);
  return character.multiclass ? `${base} / ${name(character.multiclass.class)}` : base;
}

/** The dashboard fields of a character, from the sheet `deriveSheet` gives with the same catalog. */
export function dashboardSummary(
  character: Character,
  catalog: Catalog,
  shapeshift?: ShapeshiftState,
): DashboardSummary {
  const sheet = deriveSheet(character, catalog, shapeshift);
  const r = character.resources;
  return {
    character_name: character.name.slice(0, DASHBOARD_TEXT_MAX.name),
    character_class: dashboardClassText(character, catalog).slice(0, DASHBOARD_TEXT_MAX.classText),
    character_level: whole(character.level, 1, 10),
    health: track(r.health, sheet.slots.health, RESOURCES.health.max),
    stress: track(r.stress, sheet.slots.stress, RESOURCES.stress.max),
    armor: track(r.armor, sheet.slots.armor, RESOURCES.armor.max),
    hope: track(r.hope, sheet.slots.hope, RESOURCES.hope.max),
    evasion: whole(sheet.evasion, 0, DASHBOARD_NUMBER_MAX.evasion),
    major_threshold: whole(sheet.thresholds.major, 0, DASHBOARD_NUMBER_MAX.threshold),
    severe_threshold: whole(sheet.thresholds.severe, 0, DASHBOARD_NUMBER_MAX.threshold),
    conditions: activeConditions(character.conditions, r, sheet.slots),
  };
}
