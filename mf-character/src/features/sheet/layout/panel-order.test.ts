import { describe, expect, it } from 'vitest';
import { parseSheetTab, SHEET_TABS } from '../../../lib/sheet-tabs';
import { sheetPath } from '../../../lib/paths';
import { PANEL_NAMES, TAB_PANELS } from './panel-order';

describe('the sheet on a phone', () => {
  it('puts every panel in exactly one tab, and has a tab for every tab of the bar', () => {
    const placed = Object.values(TAB_PANELS).flat();
    expect([...placed].sort()).toEqual([...PANEL_NAMES].sort());
    expect(Object.keys(TAB_PANELS).sort()).toEqual(SHEET_TABS.map((t) => t.id).sort());
  });

  it('links to each tab, and reads an unknown or missing tab as Play', () => {
    expect(sheetPath(5, 'items')).toBe('/character/5?tab=items');
    expect(sheetPath(5)).toBe('/character/5');
    for (const tab of SHEET_TABS) expect(parseSheetTab(tab.id)).toBe(tab.id);
    expect(parseSheetTab('bogus')).toBe('play');
    expect(parseSheetTab(null)).toBe('play');
  });
});
