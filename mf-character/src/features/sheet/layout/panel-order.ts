// Where each of the sheet's panels goes: every panel at once on a tablet or desktop, in the paper sheet's
// reading order, or spread over the phone's tabs, the most used first in each.
import type { SheetTab } from '../../../lib/sheet-tabs';

export const PANEL_NAMES = [
  'traits',
  'defense',
  'trackers',
  'damage',
  'conditions',
  'roll',
  'log',
  'weapons',
  'armor',
  'experiences',
  'rest',
  'gold',
  'inventory',
  'cards',
  'features',
  'buffs',
  'notes',
] as const;

export type PanelName = (typeof PANEL_NAMES)[number];

/** Tablets and desktops: every panel, in this order. */
export const DESKTOP_ORDER: readonly PanelName[] = PANEL_NAMES;

/** Phones: the panels of each tab. Every panel is in exactly one tab (tested). */
export const TAB_PANELS: Record<SheetTab, readonly PanelName[]> = {
  play: ['roll', 'damage', 'conditions', 'weapons', 'log', 'trackers', 'rest'],
  cards: ['cards', 'features', 'buffs'],
  items: ['armor', 'inventory', 'gold'],
  notes: ['notes'],
  character: ['traits', 'defense', 'experiences'],
};
