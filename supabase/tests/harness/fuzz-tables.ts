// What the fuzz sends to each table: its real columns with hostile and near-valid values (a valid document
// with one field broken, tracks at their limits, ids of rows that exist and of rows that do not), who owns its
// fixture rows, and which rows an update or delete may aim at. Built over the policy tests' world.
import fc from 'fast-check';
import { newCharacter } from '@duality/rules';
import type { TestUser } from './db.js';
import type { TableFuzz } from './fuzz-writes.js';
import { homebrewDocument } from './homebrew-documents.js';
import {
  boundaryNumber,
  hostileDocument,
  hostileRow,
  hostileString,
  hostileValue,
  mutatedDocument,
} from './hostile-values.js';
import type { Kind, World } from './world.js';

const ids = (known: readonly number[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...known, 0, -1, 999_999), weight: 4 },
    { arbitrary: boundaryNumber, weight: 1 },
    { arbitrary: hostileValue, weight: 1 },
  );

const userIds = (users: readonly TestUser[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...users.map((u) => u.id)), weight: 4 },
    { arbitrary: fc.constantFrom('00000000-0000-0000-0000-000000000000', 'not-a-uuid', ''), weight: 1 },
    { arbitrary: hostileValue, weight: 1 },
  );

const timestamps = fc.oneof(
  fc.constantFrom('2026-01-01T00:00:00Z', '1970-01-01', 'infinity', '-infinity', '294277-01-01', 'now'),
  hostileValue,
);

/** A text column: plausible text, or hostile text and values of other types. */
const text = (plausible: readonly string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...plausible), weight: 2 },
    { arbitrary: hostileString, weight: 4 },
    { arbitrary: hostileValue, weight: 1 },
  );

/** A document column: the valid document, one with a field broken, or anything at all. */
const documents = (valid: Record<string, unknown>) =>
  fc.oneof(
    { arbitrary: fc.constant(valid), weight: 1 },
    { arbitrary: mutatedDocument(valid), weight: 5 },
    { arbitrary: hostileDocument, weight: 2 },
  );

/** A dashboard track {current, max}: in range, at and past its limits, fractions, wrong types. */
const track = fc.oneof(
  {
    arbitrary: fc.record({
      current: fc.oneof(fc.integer({ min: 0, max: 12 }), boundaryNumber, fc.constantFrom(0.5, 2.5, 11.5)),
      max: fc.oneof(fc.integer({ min: 0, max: 12 }), boundaryNumber, fc.constantFrom(0.5, 6.5)),
    }),
    weight: 4,
  },
  { arbitrary: mutatedDocument({ current: 1, max: 6 }), weight: 2 },
  { arbitrary: hostileValue, weight: 1 },
);

/** A collection list of homebrew ids: ids, boundary numbers, wrong types, nested and oversized lists. */
const idList = fc.oneof(
  { arbitrary: fc.array(fc.integer({ min: 1, max: 10_000 }), { maxLength: 8 }), weight: 4 },
  { arbitrary: fc.array(boundaryNumber, { maxLength: 4 }), weight: 2 },
  { arbitrary: fc.array(hostileValue, { maxLength: 3 }), weight: 1 },
  {
    arbitrary: fc.constantFrom(1000, 1001).map((n) => Array.from({ length: n }, (_, i) => i + 1)),
    weight: 1,
  },
  { arbitrary: fc.constant([[1, 2], [3]]), weight: 1 },
  { arbitrary: hostileValue, weight: 1 },
);

/**
 * A table's fuzz: half the rows are built from its columns' values, half are a valid row with one value (at
 * any depth) broken or removed, which reach the deepest checks; a few are the valid row itself.
 */
function table(
  name: string,
  owner: TestUser,
  columns: Record<string, fc.Arbitrary<unknown>>,
  valid: Record<string, unknown>,
  targets: { key?: string; update: readonly unknown[]; delete: readonly unknown[]; onConflict?: string },
): TableFuzz {
  const names = Object.keys(columns);
  const nearValid = mutatedDocument(valid).map((row) =>
    row && typeof row === 'object' && !Array.isArray(row) ? (row as Record<string, unknown>) : { value: row },
  );
  return {
    table: name,
    owner,
    row: fc.oneof(
      { arbitrary: hostileRow(names, (column) => columns[column] ?? hostileValue), weight: 10 },
      { arbitrary: nearValid, weight: 9 },
      { arbitrary: fc.constant(valid), weight: 1 },
    ),
    key: targets.key ?? 'id',
    updateTargets: targets.update,
    deleteTargets: targets.delete,
    onConflict: targets.onConflict ?? targets.key ?? 'id',
  };
}

/** campaigns, campaign_invites, characters, campaign_dashboard, user_profiles and area_loads. */
export function campaignTables(w: World): TableFuzz[] {
  const users = [w.gm, w.player, w.member, w.stranger];
  const campaigns = [w.campaign, w.emptyCampaign];
  const characters = [w.playerCharacter, w.memberCharacter, ...Object.values(w.spare)];
  const dashboards = [w.playerDashboard, w.memberDashboard];
  return [
    table(
      'campaigns',
      w.gm,
      {
        id: ids(campaigns),
        user_id: userIds(users),
        name: text(['The Sablewood', 'A']),
        fear: fc.oneof(fc.integer({ min: 0, max: 12 }), boundaryNumber, hostileValue),
        created_at: timestamps,
      },
      { name: 'Fuzz campaign', fear: 3 },
      { update: campaigns, delete: [] },
    ),
    table(
      'campaign_invites',
      w.gm,
      {
        campaign_id: ids(campaigns),
        invite: text(['a'.repeat(32), w.invite, '0123456789abcdef0123456789abcdef']),
        created_at: timestamps,
      },
      { campaign_id: w.emptyCampaign, invite: 'a'.repeat(32) },
      { key: 'campaign_id', update: campaigns, delete: campaigns },
    ),
    table(
      'characters',
      w.player,
      {
        id: ids(characters),
        user_id: userIds(users),
        version: text(['2.0', '1.0', '']),
        campaign: ids(campaigns),
        data: documents({ ...newCharacter(), name: 'Ashe' }),
        revision: fc.oneof(fc.integer({ min: 0, max: 5 }), boundaryNumber),
        expected_revision: fc.oneof(fc.integer({ min: 0, max: 5 }), boundaryNumber, hostileValue),
        client_key: fc.oneof(fc.uuid(), fc.constantFrom(null, 'not-a-uuid', ''), hostileValue),
        created_at: timestamps,
        updated_at: timestamps,
      },
      { version: '2.0', data: { ...newCharacter(), name: 'Fuzz' }, expected_revision: 1 },
      { update: characters, delete: [w.memberCharacter, w.spare.gm, w.spare.stranger] },
    ),
    table(
      'campaign_dashboard',
      w.player,
      {
        id: ids(dashboards),
        campaign_id: ids(campaigns),
        character_id: ids(characters),
        user_id: userIds(users),
        character_name: text(['Ashe', '']),
        character_class: text(['Bard', 'Bard / Wizard']),
        character_level: fc.oneof(fc.integer({ min: 0, max: 11 }), boundaryNumber, hostileValue),
        health: track,
        stress: track,
        armor: track,
        hope: track,
        created_at: timestamps,
        updated_at: timestamps,
      },
      {
        character_name: 'Ashe',
        character_class: 'Bard / Wizard',
        character_level: 4,
        health: { current: 2, max: 6 },
        stress: { current: 1, max: 6 },
        armor: { current: 0, max: 3 },
        hope: { current: 2, max: 6 },
      },
      { update: dashboards, delete: [w.memberDashboard] },
    ),
    table(
      'user_profiles',
      w.player,
      {
        user_id: userIds(users),
        items: idList,
        weapons: idList,
        armor: idList,
        communities: idList,
        ancestries: idList,
        subclasses: idList,
        classes: idList,
        created_at: timestamps,
        updated_at: timestamps,
      },
      {
        items: [1, 2],
        weapons: [],
        armor: [3],
        communities: [],
        ancestries: [],
        subclasses: [],
        classes: [],
      },
      { key: 'user_id', update: users.map((u) => u.id), delete: [w.member.id, w.stranger.id] },
    ),
    table(
      'area_loads',
      w.player,
      {
        id: ids([w.playerAreaLoad]),
        area: text(['character', 'builder', 'campaign', 'homebrew', 'account']),
        version: text(['2.0.0', '1.0.0-canary.1']),
        channel: text(['stable', 'canary']),
        outcome: text(['loaded', 'failed']),
        phase: fc.oneof(text(['load', 'mount']), fc.constant(null)),
        message: fc.oneof(text(['boom']), fc.constant(null)),
        user_id: fc.oneof(userIds(users), fc.constant(null)),
        created_at: timestamps,
      },
      {
        area: 'builder',
        version: '2.0.0',
        channel: 'canary',
        outcome: 'failed',
        phase: 'mount',
        message: 'x',
      },
      { update: [w.playerAreaLoad], delete: [w.playerAreaLoad] },
    ),
  ];
}

/** homebrew_{kind}: the player's private and public rows, the game master's linked row. */
export function homebrewTable(w: World, kind: Kind): TableFuzz {
  const rows = w.homebrew[kind];
  const own = [rows.playerPrivate, rows.playerPublic];
  return table(
    `homebrew_${kind}`,
    w.player,
    {
      id: ids([...own, rows.gmPrivateLinked]),
      user_id: userIds([w.player, w.gm]),
      name: text(['Shared brew', 'x']),
      public: fc.oneof(fc.boolean(), hostileValue),
      data: documents(homebrewDocument(kind)),
      created_at: timestamps,
      sort_name: hostileString,
      search_text: hostileString,
    },
    { name: 'Fuzz brew', public: false, data: homebrewDocument(kind) },
    { update: [...own, rows.gmPrivateLinked, 999_999], delete: [rows.gmPrivateLinked] },
  );
}

/** campaign_homebrew_{kind}: links made by the game master, of their own, public and others' rows. */
export function linkTable(w: World, kind: Kind): TableFuzz {
  const rows = w.homebrew[kind];
  return table(
    `campaign_homebrew_${kind}`,
    w.gm,
    {
      id: ids([rows.link]),
      campaign_id: ids([w.campaign, w.emptyCampaign]),
      item_id: ids([rows.gmPrivateLinked, rows.playerPublic, rows.playerPrivate]),
      user_id: userIds([w.gm, w.player]),
      created_at: timestamps,
    },
    { campaign_id: w.emptyCampaign, item_id: rows.playerPublic },
    { update: [rows.link], delete: [999_999] },
  );
}
