// The dashboard store against the real embedded backend: one channel per campaign however many watchers, live
// insert/update/delete, and a player's row written with their character's save (300 ms after the change).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCharacter, type Character } from '@duality/rules';
import type { Backend } from '@duality/supabase-local';
import { eventually, openChannelCount, startTestBackend } from '../../test/backend';
import { createCampaign, createCharacter, joinCampaign } from '../../test/campaigns';
import { playerCharacters } from '../../test/player-characters';
import { openTab } from '../../test/players';
import { noLongerInCampaign } from '../characters/character-store';
import { createDashboardStore } from './dashboard-store';

let backend: Backend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.stop());

const character = (patch: Partial<Character>): Character => ({ ...newCharacter(), ...patch });

describe('dashboard store', () => {
  it('keeps one channel per campaign and applies live insert, update and delete', async () => {
    const gm = await openTab(backend, 'Dash Gm');
    const campaignId = await createCampaign(gm.client, 'Iron Vale');
    const store = createDashboardStore({
      client: gm.client,
      bus: gm.bus,
      clock: gm.clock,
      session: gm.session,
    });

    const stopA = await store.watch(campaignId);
    const stopB = await store.watch(campaignId);
    expect(openChannelCount(gm.client)).toBe(1);
    expect(store.state.campaigns[campaignId]).toEqual({ status: 'ready', rows: [] });
    await eventually(() => gm.client.getChannels()[0]?.state === 'joined', 5000, 'channel joined');

    const player = await openTab(backend, 'Dash Player');
    const charId = await createCharacter(player.client, { name: 'Thorn', level: 3 });
    const rowId = await joinCampaign(gm.client, player.client, campaignId, charId);
    await eventually(() => store.state.campaigns[campaignId]?.rows.length === 1, 5000, 'live insert');
    expect(store.state.campaigns[campaignId]!.rows[0]).toMatchObject({ id: rowId, character_name: 'Thorn' });

    // The player's character changes: their row follows with the save, after the 300 ms debounce.
    const characters = await playerCharacters(player);
    const thorn = character({
      name: 'Thorn',
      level: 3,
      baseClass: 'core_class_bard',
      multiclass: { class: 'core_class_wizard', subclass: 'x', domain: 'codex' },
      resources: { health: 2, stress: 1, armor: 0, hope: 4 },
    });
    characters.update(charId, { ...thorn, campaign: campaignId });
    await player.clock.advance(299);
    const before = await gm.client.from('campaign_dashboard').select('*').eq('id', rowId).single();
    expect(before.data?.character_class).toBe('');
    await player.clock.advance(1);
    await eventually(
      () => store.state.campaigns[campaignId]?.rows[0]?.character_class === 'Bard / Wizard',
      5000,
      'live update',
    );
    const row = store.state.campaigns[campaignId]!.rows[0]!;
    expect(row.character_level).toBe(3);
    expect(row.health).toEqual({ current: 2, max: 5 }); // the Bard starts with 5 hit points
    expect(row.stress).toEqual({ current: 1, max: 6 });
    expect(row.hope).toEqual({ current: 4, max: 6 });

    // Kicked: a live delete.
    const kicked = await gm.client.from('campaign_dashboard').delete().eq('id', rowId).select('id');
    expect(kicked.error).toBeNull();
    await eventually(() => store.state.campaigns[campaignId]?.rows.length === 0, 5000, 'live delete');

    await stopA();
    expect(openChannelCount(gm.client)).toBe(1);
    await stopB();
    expect(openChannelCount(gm.client)).toBe(0);
    characters.dispose();
    await store.dispose();
    await player.close();
    await gm.close();
  });

  it("a kicked player's next edit says the character is no longer in that campaign, and is saved", async () => {
    const gm = await openTab(backend, 'Kick Gm');
    const campaignId = await createCampaign(gm.client, 'Ash Road');
    const player = await openTab(backend, 'Kicked Player');
    const charId = await createCharacter(player.client, { name: 'Wren' });
    const rowId = await joinCampaign(gm.client, player.client, campaignId, charId);
    const characters = await playerCharacters(player);
    expect(characters.get(charId)?.character.campaign).toBe(campaignId);
    const kicked = await gm.client.from('campaign_dashboard').delete().eq('id', rowId).select('id');
    expect(kicked.data).toHaveLength(1);

    characters.update(charId, (c) => ({ ...c, resources: { ...c.resources, hope: 4 } }));
    await player.clock.advance(300);
    await eventually(() => !characters.state.saving, 5000, 'saved');
    expect(player.toasts).toEqual([{ message: noLongerInCampaign('Wren'), tone: 'error' }]);
    expect(noLongerInCampaign('Wren')).toBe(
      'Wren is no longer in that campaign. Your changes are saved to the character only.',
    );
    const row = await player.client.from('characters').select('*').eq('id', charId).single();
    expect(row.data).toMatchObject({ campaign: null, data: { resources: { hope: 4 } } });
    expect(characters.get(charId)?.character.campaign).toBeNull();
    expect(characters.state.conflicts).toEqual([]);
    characters.dispose();
    await player.close();
    await gm.close();
  });

  it('keeps campaigns apart and closes every channel on sign-out', async () => {
    const gm = await openTab(backend, 'Dash Gm Two');
    const store = createDashboardStore({ client: gm.client, bus: gm.bus, session: gm.session });
    const one = await createCampaign(gm.client, 'One');
    const two = await createCampaign(gm.client, 'Two');
    await store.watch(one);
    await store.watch(two);
    expect(openChannelCount(gm.client)).toBe(2);
    await eventually(
      () => gm.client.getChannels().every((c) => c.state === 'joined'),
      5000,
      'channels joined',
    );
    // A join to the second campaign shows there only.
    const player = await openTab(backend, 'Dash Player Two');
    await joinCampaign(gm.client, player.client, two, await createCharacter(player.client, { name: 'Pip' }));
    await eventually(() => store.state.campaigns[two]?.rows.length === 1, 5000, 'row in Two');
    expect(store.state.campaigns[one]?.rows).toEqual([]);
    await player.close();
    expect(await gm.session.signOut()).toBeNull();
    await eventually(() => openChannelCount(gm.client) === 0, 5000, 'no channel left');
    expect(store.state.campaigns).toEqual({});
    await store.dispose();
    await gm.close();
  });

  it('a row that does not fit (a fraction of a slot) is a clear error live and on load, never a broken row', async () => {
    const gm = await openTab(backend, 'Strict Gm');
    const campaignId = await createCampaign(gm.client, 'Glass Keep');
    const store = createDashboardStore({
      client: gm.client,
      bus: gm.bus,
      clock: gm.clock,
      session: gm.session,
    });
    const player = await openTab(backend, 'Strict Player');
    const rowId = await joinCampaign(
      gm.client,
      player.client,
      campaignId,
      await createCharacter(player.client, { name: 'Quill' }),
    );
    const stop = await store.watch(campaignId);
    await eventually(() => gm.client.getChannels()[0]?.state === 'joined', 5000, 'channel joined');
    const before = store.state.campaigns[campaignId]!.rows[0]!;

    // A track counts whole slots. The database refuses a fraction now (and players cannot write the row at all:
    // the character's save does), but rows stored before it checked stay, so the client still reads every row:
    // the check is lifted for this one update, as it was then.
    const setHealth = () =>
      backend.db.admin((tx) =>
        tx.query(`update public.campaign_dashboard set health = '{"current": 2.5, "max": 5}' where id = $1`, [
          rowId,
        ]),
      );
    const direct = await player.client
      .from('campaign_dashboard')
      .update({ health: { current: 2, max: 5 } })
      .eq('id', rowId);
    expect(direct.error?.code).toBe('42501');
    await expect(setHealth()).rejects.toMatchObject({ code: '23514' });
    await backend.db.admin((tx) =>
      tx.query(`alter table public.campaign_dashboard drop constraint campaign_dashboard_health_whole`),
    );
    const odd = await setHealth().then(
      () => ({ error: null }),
      (error: unknown) => ({ error }),
    );
    await backend.db.admin((tx) =>
      tx.query(
        `alter table public.campaign_dashboard add constraint campaign_dashboard_health_whole
           check (private.track_is_whole(health)) not valid`,
      ),
    );
    expect(odd.error).toBeNull();
    await eventually(() => gm.toasts.length > 0, 5000, 'live toast');
    expect(gm.toasts).toEqual([
      {
        message: expect.stringMatching(
          /^Could not read a live change of campaign_dashboard: health\.current: /,
        ),
        tone: 'error',
      },
    ]);
    expect(store.state.campaigns[campaignId]!.rows).toEqual([before]);

    await stop();
    await store.watch(campaignId);
    expect(store.state.campaigns[campaignId]).toEqual({ status: 'ready', rows: [] });
    expect(gm.toasts[1]).toEqual({
      message: expect.stringMatching(
        new RegExp(`^Could not read dashboard row ${rowId}: health\\.current: `),
      ),
      tone: 'error',
    });
    await store.dispose();
    await player.close();
    await gm.close();
  });
});
