// The sheet's tabs on a phone, each with its own deep link (`/character/5?tab=items`). One list: the tab bar,
// the panels of each tab and every link to a tab derive from it.

import type { TabItem } from '@duality/ui/tabs';

type TabIcon = NonNullable<TabItem['icon']>;

export const SHEET_TABS = [
  { id: 'play', label: 'Play', title: 'Play: rolls, damage and weapons', icon: 'blade' },
  { id: 'cards', label: 'Cards', title: 'Features and cards', icon: 'codex' },
  { id: 'items', label: 'Items', title: 'Inventory and gold', icon: 'inventory' },
  { id: 'notes', label: 'Notes', title: 'Notes', icon: 'edit' },
  { id: 'character', label: 'Character', title: 'Traits, defense and experiences', icon: 'persona' },
] as const satisfies readonly { id: string; label: string; title: string; icon: TabIcon }[];

export type SheetTab = (typeof SHEET_TABS)[number]['id'];

/** The query parameter that names the tab. */
export const SHEET_TAB_PARAM = 'tab';

/** The tab a link names; an unknown or missing one is Play, where a player spends the fight. */
export function parseSheetTab(value: string | null): SheetTab {
  return SHEET_TABS.find((t) => t.id === value)?.id ?? 'play';
}
