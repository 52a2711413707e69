import { describe, expect, it } from 'vitest';
import { newCharacter } from '@duality/rules';
import type { CharactersState } from '@duality/stores';
import { savingLabel, savingStatus } from './saving-status';

const base: CharactersState = { status: 'ready', characters: [], saving: false, unsynced: [], conflicts: [] };
const say = (patch: Partial<CharactersState>) => savingLabel(savingStatus({ ...base, ...patch }, 1));

describe('the saving indicator', () => {
  it('says saved when nothing waits and saving while an edit is pushed', () => {
    expect(say({})).toBe('Saved');
    expect(say({ saving: true, unsynced: [1] })).toBe('Saving…');
  });
  it('says offline with the number of changes waiting', () => {
    expect(say({ status: 'offline', unsynced: [1] })).toBe('Offline: 1 change waiting');
    expect(say({ status: 'offline', unsynced: [1, 2], saving: true })).toBe('Offline: 2 changes waiting');
    expect(say({ unsynced: [1, 2] })).toBe('Offline: 2 changes waiting');
  });
  it('puts a conflict of this character first', () => {
    const c = newCharacter();
    const conflicts = [{ id: 1, mine: c, theirs: c, theirsRevision: 2, message: 'stale' }];
    expect(say({ conflicts, saving: true })).toBe('Changed elsewhere: choose a version');
  });
});
