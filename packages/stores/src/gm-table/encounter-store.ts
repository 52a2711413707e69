// The game master's saved encounters of a campaign: a fight's name, environment, builder plan and one card per
// adversary with what the game master marked on it (HP, Stress, conditions, revealed). Only the game master
// reads or writes them (RLS); the marks are written as they are tapped, so a reload finds the fight as it was.
// Not live: the game master is the only writer, and each tap updates this state with the row the server returns.
import type { Observable } from '@duality/libs/rxjs';
import type { Bus } from '@duality/bus';
import { encounterSchema, type Encounter } from '@duality/rules';
import type { DualityClient, Json } from '@duality/supabase';
import { eachRow, noRows, oneRow } from '../rows/read-rows';
import { realClock, type Clock } from '../shared/clock';
import { runQuery, type DbContext } from '../shared/db';
import type { SessionSource } from '../shared/session';
import { createSessionScopedStore } from '../shared/session-scoped-store';
import {
  encounterCardRowSchema,
  encounterRowSchema,
  type EncounterCardRow,
  type EncounterRow,
} from './gm-rows';

export interface SavedEncounter extends EncounterRow {
  cards: EncounterCardRow[];
}

export interface EncountersState {
  campaigns: Record<number, { status: 'loading' | 'ready' | 'error'; encounters: SavedEncounter[] }>;
}

export type CardPatch = Partial<
  Pick<EncounterCardRow, 'hp_marked' | 'stress_marked' | 'conditions' | 'revealed'>
>;

export interface EncounterStore {
  state$: Observable<EncountersState>;
  readonly state: EncountersState;
  /** Reads a campaign's saved encounters (the game master's; a player reads none). */
  load(campaignId: number): Promise<void>;
  /** Saves a new encounter with its cards; an invalid one is refused with the reason, nothing sent. */
  save(
    campaignId: number,
    encounter: Encounter,
    plan: Record<string, unknown>,
  ): Promise<{ ok: true; id: number } | { ok: false; message: string }>;
  /**
   * Marks HP or Stress, sets conditions, reveals a card or hides it again; the state takes the server's row
   * (hiding gives the card a new id: the hidden copy that replaced it).
   */
  updateCard(card: EncounterCardRow, patch: CardPatch): Promise<boolean>;
  remove(encounter: EncounterRow): Promise<boolean>;
  dispose(): void;
}

export function createEncounterStore(deps: {
  client: DualityClient;
  bus: Bus;
  clock?: Clock;
  session?: SessionSource;
}): EncounterStore {
  const { client } = deps;
  const ctx: DbContext = { bus: deps.bus, clock: deps.clock ?? realClock };
  const kernel = createSessionScopedStore<EncountersState, { user: { id: string } | null }>({
    initial: () => ({ campaigns: {} }),
    session: deps.session,
  });
  const setList = (campaignId: number, encounters: SavedEncounter[], status: 'ready' | 'error' = 'ready') =>
    kernel.next({ campaigns: { ...kernel.state.campaigns, [campaignId]: { status, encounters } } });
  const listOf = (campaignId: number) => kernel.state.campaigns[campaignId]?.encounters ?? [];

  const load = async (campaignId: number) => {
    const gen = kernel.generation;
    if (!kernel.state.campaigns[campaignId])
      kernel.next({
        campaigns: { ...kernel.state.campaigns, [campaignId]: { status: 'loading', encounters: [] } },
      });
    const [encounters, cards] = await Promise.all([
      runQuery(
        ctx,
        () => client.from('campaign_encounters').select('*').eq('campaign_id', campaignId).order('id'),
        eachRow(encounterRowSchema, 'encounter'),
      ),
      runQuery(
        ctx,
        () =>
          client
            .from('campaign_encounter_adversaries')
            .select('*')
            .eq('campaign_id', campaignId)
            .order('position')
            .order('id'),
        eachRow(encounterCardRowSchema, 'adversary card'),
      ),
    ]);
    if (!kernel.isCurrent(gen)) return;
    if (!encounters.ok || !cards.ok) return setList(campaignId, listOf(campaignId), 'error');
    setList(
      campaignId,
      encounters.data.map((e) => ({ ...e, cards: cards.data.filter((c) => c.encounter_id === e.id) })),
    );
  };

  const writeCard = (id: number, patch: CardPatch) =>
    runQuery(
      ctx,
      () =>
        client
          .from('campaign_encounter_adversaries')
          .update({ ...patch, ...(patch.conditions ? { conditions: patch.conditions as Json } : {}) })
          .eq('id', id)
          .select('*')
          .single(),
      oneRow(encounterCardRowSchema, 'adversary card'),
    );

  kernel.start();
  return {
    state$: kernel.state$,
    get state() {
      return kernel.state;
    },
    load,
    async save(campaignId, input, plan) {
      const parsed = encounterSchema.safeParse(input);
      if (!parsed.success)
        return { ok: false, message: parsed.error.issues[0]?.message ?? 'Check the encounter.' };
      const e = parsed.data;
      const made = await runQuery(
        ctx,
        () =>
          client
            .from('campaign_encounters')
            .insert({
              campaign_id: campaignId,
              name: e.name,
              environment_id: e.environmentId,
              plan: plan as Json,
            })
            .select('*')
            .single(),
        oneRow(encounterRowSchema, 'encounter'),
      );
      if (!made.ok) return { ok: false, message: made.message };
      const encounterId = made.data.id;
      const cards = await runQuery(
        ctx,
        () =>
          client
            .from('campaign_encounter_adversaries')
            .insert(
              e.cards.map((c, position) => ({
                encounter_id: encounterId,
                campaign_id: campaignId,
                adversary_id: c.adversaryId,
                label: c.label,
                position,
                hp_marked: c.hpMarked,
                stress_marked: c.stressMarked,
                conditions: c.conditions,
                revealed: c.revealed,
              })),
            )
            .select('*'),
        eachRow(encounterCardRowSchema, 'adversary card'),
      );
      if (!cards.ok) {
        // No half-saved fight: the encounter goes with its cards.
        await runQuery(ctx, () => client.from('campaign_encounters').delete().eq('id', encounterId), noRows, {
          toast: false,
        });
        return { ok: false, message: cards.message };
      }
      const saved = { ...made.data, cards: cards.data.sort((a, b) => a.position - b.position) };
      setList(campaignId, [...listOf(campaignId).filter((x) => x.id !== encounterId), saved]);
      return { ok: true, id: encounterId };
    },
    async updateCard(card, patch) {
      const { revealed, ...marks } = patch;
      // Hiding a revealed card replaces it by a hidden copy (a new id) in the database, so the players hear it go.
      const hide = revealed === false && card.revealed;
      let row = card;
      if (!hide || Object.keys(marks).length > 0) {
        const res = await writeCard(card.id, hide ? marks : patch);
        if (!res.ok) return false;
        row = res.data;
      }
      if (hide) {
        const res = await runQuery(
          ctx,
          () => client.rpc('conceal_encounter_card', { p_card_id: card.id }).single(),
          oneRow(encounterCardRowSchema, 'adversary card'),
        );
        if (!res.ok) return false;
        row = res.data;
      }
      setList(
        card.campaign_id,
        listOf(card.campaign_id).map((e) =>
          e.id === row.encounter_id ? { ...e, cards: e.cards.map((c) => (c.id === card.id ? row : c)) } : e,
        ),
      );
      return true;
    },
    async remove(encounter) {
      const res = await runQuery(
        ctx,
        () => client.from('campaign_encounters').delete().eq('id', encounter.id),
        noRows,
      );
      if (res.ok)
        setList(
          encounter.campaign_id,
          listOf(encounter.campaign_id).filter((e) => e.id !== encounter.id),
        );
      return res.ok;
    },
    dispose: () => kernel.dispose(),
  };
}
