import { describe, expect, it } from 'vitest';
import { setAsideKeyOf } from '@duality/platform/storage-keys';
import {
  createSheetSettingsStore,
  SETTINGS_NOT_SAVED,
  SETTINGS_SET_ASIDE,
  sheetSettingsKey,
} from './sheet-settings-store';

const storage = () => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};

describe('sheet settings store', () => {
  it('starts from the defaults and keeps changes per character', () => {
    const s = storage();
    const a = createSheetSettingsStore(s, 1);
    expect(a.state).toMatchObject({ levelingFanfare: true, printShowGold: false, shapeshiftForm: null });
    a.update({ printShowGold: true });
    expect(createSheetSettingsStore(s, 1).state.printShowGold).toBe(true);
    expect(createSheetSettingsStore(s, 2).state.printShowGold).toBe(false);
  });
  it('follows a change another tab or page wrote to the storage', () => {
    const s = storage();
    const store = createSheetSettingsStore(s, 3);
    s.map.set(sheetSettingsKey(3), JSON.stringify({ shapeshiftForm: 'core_beastform_agile_scout' }));
    expect(store.state.shapeshiftForm).toBe('core_beastform_agile_scout');
  });
  it.each([['not json {'], ['{"printShowGold":"yes"}'], ['[]']])(
    'sets aside a stored value that cannot be read (%s) and uses the defaults',
    (raw) => {
      const s = storage();
      s.map.set(sheetSettingsKey(7), raw);
      const told: string[] = [];
      const store = createSheetSettingsStore(s, 7, (m) => told.push(m));
      expect(told).toEqual([SETTINGS_SET_ASIDE]);
      expect(store.state.printShowGold).toBe(false);
      expect(store.setAside).toBe(raw);
      expect(s.map.get(setAsideKeyOf(sheetSettingsKey(7)))).toBe(raw);
      expect(s.map.has(sheetSettingsKey(7))).toBe(false); // the next start is clean
    },
  );
  it('keeps a change in memory and says so when the storage refuses it (a full quota)', () => {
    const s = storage();
    s.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const told: string[] = [];
    const store = createSheetSettingsStore(s, 8, (m) => told.push(m));
    expect(() => store.update({ printShowGold: true })).not.toThrow();
    expect(store.state.printShowGold).toBe(true);
    expect(told).toEqual([SETTINGS_NOT_SAVED]);
  });
});
