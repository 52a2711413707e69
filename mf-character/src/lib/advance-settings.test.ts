// The per-character sheet settings in local storage: defaults when absent, corrupt values set aside, changes merged.
import { beforeEach, describe, expect, it } from 'vitest';
import { readSheetSettings, writeSheetSettings } from './advance-settings';
import { sheetSettingsKey } from './sheet-settings-store';

beforeEach(() => localStorage.clear());

describe('advance settings', () => {
  it('reads the defaults when nothing is kept: fanfare on, not shifted', () => {
    expect(readSheetSettings(7)).toMatchObject({
      levelingFanfare: true,
      shapeshiftForm: null,
      hybridForms: [],
    });
  });
  it('reads a corrupt or wrongly shaped value as the defaults, and the next write replaces it', () => {
    localStorage.setItem(sheetSettingsKey(7), '{not json');
    expect(readSheetSettings(7).levelingFanfare).toBe(true);
    localStorage.setItem(sheetSettingsKey(7), JSON.stringify({ levelingFanfare: 'loud' }));
    expect(readSheetSettings(7).levelingFanfare).toBe(true);
    writeSheetSettings(7, { levelingFanfare: false });
    expect(JSON.parse(localStorage.getItem(sheetSettingsKey(7)) ?? '{}')).toMatchObject({
      levelingFanfare: false,
    });
  });
  it('keeps each character apart and merges changes', () => {
    writeSheetSettings(1, { shapeshiftForm: 'core_beastform_agile_scout' });
    writeSheetSettings(1, { levelingFanfare: false });
    expect(readSheetSettings(1)).toMatchObject({
      shapeshiftForm: 'core_beastform_agile_scout',
      levelingFanfare: false,
    });
    expect(readSheetSettings(2).shapeshiftForm).toBeNull();
  });
});
