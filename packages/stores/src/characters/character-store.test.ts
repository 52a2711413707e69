// The character store against the real embedded backend (PGlite in a temp folder), with a manual clock for the
// debounce: edits, migration and conflicts. Saves that get no answer and a backend that is down are in
// ./character-store-offline.test.ts; the backend and tabs are ../../test/character-tabs.ts.
import { describe, expect, it } from 'vitest';
import { characterSchema, MIGRATING_MESSAGE } from '@duality/rules';
import { memoryKeyValueStorage } from '../shared/storage';
import { eventually, memoryStorage, newClient, signUpUser } from '../../test/backend';
import { createCampaign, joinCampaign } from '../../test/campaigns';
import { close, serverRow, characterBackendFixture } from '../../test/character-tabs';
import { CHARACTER_NOT_FOUND } from './character-store';
import { outboxKey } from './outbox';

const { env, openTab, signedInTab } = characterBackendFixture();

describe('character store', () => {
  it('updates the local list at once and pushes after the 300 ms debounce, with a saving flag', async () => {
    const { tab } = await signedInTab('Ada');
    const created = await tab.store.create();
    expect(created).not.toBeNull();
    const id = created!.id;

    tab.store.update(id, { name: 'Ada Quill' });
    expect(tab.store.get(id)?.character.name).toBe('Ada Quill');
    expect(tab.store.state.saving).toBe(true);

    await tab.clock.advance(299);
    expect((await serverRow(tab.client, id)).data.name).toBe('');

    await tab.clock.advance(1);
    await eventually(() => !tab.store.state.saving, 5000, 'push finished');
    const row = await serverRow(tab.client, id);
    expect(row.data.name).toBe('Ada Quill');
    expect(row.revision).toBe(2);
    expect(tab.store.get(id)?.revision).toBe(2);
    expect(tab.store.state.unsynced).toEqual([]);
    await close(tab);
  });

  it('refuses an unknown character with "Character not found"', async () => {
    const { tab } = await signedInTab('Bo');
    expect(() => tab.store.update(424242, { name: 'x' })).toThrow(CHARACTER_NOT_FOUND);
    expect(tab.toasts).toContainEqual({ message: CHARACTER_NOT_FOUND, tone: 'error' });
    await close(tab);
  });

  it('migrates an older character on load with the spec message, then reloads it', async () => {
    const sessionStorage = memoryStorage();
    const client = newClient(env.backend, sessionStorage);
    await signUpUser(client, 'Cy');
    const inserted = await client
      .from('characters')
      .insert({ version: '1.0', data: { name: 'Old Cy', ancestry: 'elf', subclass: 'stalwart', agility: 1 } })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    const id = inserted.data!.id;

    const tab = openTab(sessionStorage, memoryKeyValueStorage(), client);
    await eventually(() => tab.store.state.status === 'ready', 5000, 'characters loaded');
    expect(tab.toasts).toContainEqual({ message: MIGRATING_MESSAGE, tone: 'info' });
    const loaded = tab.store.get(id)!;
    expect(loaded.character.version).toBe('2.0');
    expect(loaded.character.ancestry).toEqual(['elf']);
    expect(loaded.character.agility).toEqual({ score: 1, upgraded: false });
    expect(loaded.revision).toBe(2); // the state after the migration push: reloaded from the server
    const row = await serverRow(client, id);
    expect(row.version).toBe('2.0');
    expect(row.data.ancestry).toEqual(['elf']);
    await close(tab);
  });

  it('detects a stale push and offers both versions; keep-mine and keep-theirs lose nothing', async () => {
    const { tab: a, sessionStorage } = await signedInTab('Dee');
    const id = (await a.store.create())!.id;
    // A second tab of the same player, loaded at the same revision.
    const b = openTab(sessionStorage);
    await eventually(() => b.store.get(id) !== undefined, 5000, 'second tab loaded');

    b.store.update(id, { name: 'From B' });
    await b.clock.advance(300);
    await eventually(async () => (await serverRow(b.client, id)).data.name === 'From B');

    a.store.update(id, { description: 'Written in A' });
    await a.clock.advance(300);
    await eventually(() => a.store.state.conflicts.length === 1, 5000, 'conflict');
    const conflict = a.store.state.conflicts[0]!;
    expect(conflict.mine.description).toBe('Written in A');
    expect(conflict.theirs.name).toBe('From B');
    expect(conflict.theirsRevision).toBe(2);
    expect(conflict.message).toMatch(/revision/);
    expect(a.toasts.some((t) => t.tone === 'error' && /revision/.test(t.message))).toBe(true);
    // Mine is kept locally and in the outbox until the player decides.
    expect(a.store.get(id)?.character.description).toBe('Written in A');
    expect(a.storage.getItem(outboxKey(a.session.state.user!.id))).toContain('Written in A');

    await a.store.resolveConflict(id, 'mine');
    const after = await serverRow(a.client, id);
    expect(after.data.description).toBe('Written in A');
    expect(after.revision).toBe(3);
    expect(a.store.state.conflicts).toEqual([]);
    expect(a.store.state.unsynced).toEqual([]);

    // Now B is stale; it keeps theirs (A's).
    b.store.update(id, { pronouns: 'they' });
    await b.clock.advance(300);
    await eventually(() => b.store.state.conflicts.length === 1, 5000, 'conflict in B');
    await b.store.resolveConflict(id, 'theirs');
    expect(b.store.get(id)?.character.description).toBe('Written in A');
    expect(b.store.get(id)?.revision).toBe(3);
    expect(b.store.state.unsynced).toEqual([]);
    await close(a);
    await close(b);
  });

  it('turns an edit kept across a reload into a conflict when the character changed elsewhere meanwhile', async () => {
    const { tab: a, sessionStorage } = await signedInTab('Gil');
    const id = (await a.store.create(characterSchema.parse({ name: 'Gil' })))!.id;
    a.store.update(id, { description: 'Edited before the reload' });
    await close(a); // closed before its debounced push: the edit lives only in the outbox

    const b = openTab(sessionStorage);
    await eventually(() => b.store.get(id) !== undefined, 5000, 'other tab loaded');
    b.store.update(id, { name: 'Gil the Second' });
    await b.clock.advance(300);
    await eventually(async () => (await serverRow(b.client, id)).revision === 2, 5000, 'other edit pushed');

    const reloaded = openTab(sessionStorage, a.storage);
    await eventually(() => reloaded.store.state.conflicts.length === 1, 5000, 'conflict after reload');
    const conflict = reloaded.store.state.conflicts[0]!;
    expect(conflict.mine).toMatchObject({ name: 'Gil', description: 'Edited before the reload' });
    expect(conflict.theirs.name).toBe('Gil the Second');
    expect((await serverRow(b.client, id)).data.name).toBe('Gil the Second'); // not overwritten
    await close(b);
    await close(reloaded);
  });

  it('applies an edit over a server-side move (joining a campaign) without a conflict', async () => {
    const { tab } = await signedInTab('Fay');
    const id = (await tab.store.create(characterSchema.parse({ name: 'Fay' })))!.id;
    const gm = newClient(env.backend);
    await signUpUser(gm, 'Fay Gm');
    const campaignId = await createCampaign(gm, 'Far Hills');
    await joinCampaign(gm, tab.client, campaignId, id); // the server bumps the revision

    tab.store.update(id, { pronouns: 'she/her' });
    await tab.clock.advance(300);
    await eventually(
      async () => (await serverRow(tab.client, id)).data.pronouns === 'she/her',
      5000,
      'pushed',
    );
    expect(tab.store.state.conflicts).toEqual([]);
    expect(tab.store.get(id)?.character.campaign).toBe(campaignId);
    expect(tab.store.get(id)?.revision).toBe(3);
    await close(tab);
    await gm.removeAllChannels();
  });
});
