// Hostile input through the functions API, proved with property-based fuzzing (fast-check, a recorded seed):
// a thousand bodies (in CI) to each of the eight edge functions (right keys with hostile or real values, other JSON,
// text that is not JSON; as the campaign owner, a player, anon and a forged token) get no 5xx, every refusal
// carries a message (`{ error }` from the function, `{ message }` from the gateway), every success parses with the result schema the app reads, and afterwards every
// row of the tables the functions write still parses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOMEBREW_KINDS } from '@duality/rules';
import {
  deleteResultSchema,
  inviteResultSchema,
  joinResultSchema,
  kickResultSchema,
  leaveResultSchema,
  linkResultSchema,
  previewResultSchema,
} from '@duality/stores';
import { startDb } from './harness/db.js';
import type { TestDb } from './harness/db.js';
import { fuzzFunction } from './harness/fuzz-functions.js';
import type { FunctionFuzz } from './harness/fuzz-functions.js';
import { FUZZ_RUNS, FUZZ_SEED, summarize } from './harness/fuzz-writes.js';
import { rowSchema } from './harness/row-schemas.js';
import { checkStoredRows } from './harness/stored-rows.js';
import { buildWorld, KINDS, one } from './harness/world.js';
import type { World } from './harness/world.js';

/** The eight functions over one world whose id pools follow what the functions change. */
function functionSpecs(w: World, sacrificial: number[]): FunctionFuzz[] {
  const invites = [w.invite, 'b'.repeat(32)];
  const dashboards = [w.playerDashboard, w.memberDashboard, 999_999];
  const campaigns = () => [w.campaign, w.emptyCampaign, 999_999, 0];
  const characters = () => [...Object.values(w.spare), w.playerCharacter, w.memberCharacter];
  const items = () => KINDS.flatMap((k) => Object.values(w.homebrew[k]));
  const types = () => [...HOMEBREW_KINDS, 'spells', 'Items', ''];
  return [
    {
      name: 'generate-campaign-invite',
      keys: { campaignId: campaigns },
      result: inviteResultSchema,
      onSuccess: (data) => invites.unshift((data as { invite: string }).invite),
    },
    { name: 'preview-campaign-invite', keys: { invite: () => invites }, result: previewResultSchema },
    {
      name: 'join-campaign',
      keys: { invite: () => invites, characterId: characters },
      result: joinResultSchema,
      onSuccess: (data) => dashboards.push((data as { dashboard: { id: number } }).dashboard.id),
    },
    { name: 'leave-campaign', keys: { campaignId: campaigns }, result: leaveResultSchema },
    { name: 'kick-from-campaign', keys: { dashboardId: () => dashboards }, result: kickResultSchema },
    {
      name: 'delete-campaign',
      keys: { campaignId: () => [...sacrificial, w.campaign, 999_999] },
      result: deleteResultSchema,
    },
    {
      name: 'link-campaign-homebrew',
      keys: { type: types, item_id: items, campaign_id: campaigns },
      result: linkResultSchema,
    },
    {
      name: 'unlink-campaign-homebrew',
      keys: { type: types, item_id: items, campaign_id: campaigns },
      result: linkResultSchema,
    },
  ];
}

const WRITTEN_TABLES = [
  'campaigns',
  'campaign_invites',
  'characters',
  'campaign_dashboard',
  ...KINDS.map((k) => `campaign_homebrew_${k}`),
];

describe(`fuzzing the edge functions (seed ${FUZZ_SEED})`, () => {
  let db: TestDb;
  let w: World;
  let specs: FunctionFuzz[];
  beforeAll(async () => {
    db = await startDb('pglite');
    w = await buildWorld(db);
    // Campaigns delete-campaign may really delete (the main one is only ever asked for by others).
    const sacrificial: number[] = [];
    for (const name of ['Doomed 1', 'Doomed 2', 'Doomed 3']) {
      sacrificial.push(
        await db.as(w.gm, (tx) =>
          one<number>(tx, `insert into public.campaigns (name) values ($1) returning id`, [name]),
        ),
      );
    }
    specs = functionSpecs(w, sacrificial);
  }, 120_000);
  afterAll(async () => {
    await db?.stop();
  });

  it.each([
    'generate-campaign-invite',
    'preview-campaign-invite',
    'join-campaign',
    'leave-campaign',
    'kick-from-campaign',
    'delete-campaign',
    'link-campaign-homebrew',
    'unlink-campaign-homebrew',
  ])(
    `%s: ${FUZZ_RUNS} hostile bodies get no 5xx, a message on every refusal and a readable success`,
    async (name) => {
      const spec = specs.find((s) => s.name === name);
      if (!spec) throw new Error(`no fuzz spec for ${name}`);
      const report = await fuzzFunction(db, spec, { owner: w.gm, player: w.player });
      console.log(summarize(report, 0).replace(', 0 stored rows parsed', ''));
      expect(report.payloads).toBe(FUZZ_RUNS);
      expect(report.failures.slice(0, 5), `${report.failures.length} failures`).toEqual([]);
    },
    180_000,
  );

  it.each(WRITTEN_TABLES)(
    '%s: every row the functions left behind parses with its row schema',
    async (table) => {
      const stored = await checkStoredRows(
        db,
        table,
        table === 'campaign_invites' ? 'campaign_id' : 'id',
        rowSchema(table),
      );
      expect(stored.invalid).toEqual([]);
    },
  );
});
