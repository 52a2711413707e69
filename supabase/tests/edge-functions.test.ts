// The edge functions over HTTP, as the app calls them: supabase/functions/<name>/index.ts running in real Deno
// behind the embedded backend's /functions/v1 gateway, calling the SQL functions with the caller's token.
// The rules themselves are tested on both engines in campaign-functions.test.ts; this suite proves the HTTP
// layer: body validation, `{ error }` with a fitting status, and each function's success and refusal paths.
// PGlite only: the gateway and Deno are the same whatever database is behind them.
import { createClient } from '@supabase/supabase-js';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HOMEBREW_KINDS, INVALID_HOMEBREW_TYPE } from '@duality/rules';
import {
  HOMEBREW_TYPES,
  INVALID_HOMEBREW_TYPE as FUNCTIONS_INVALID_TYPE,
} from '../functions/_shared/homebrew-types.js';
import { startDb, supabaseDir } from './harness/db.js';
import type { TestDb, TestUser } from './harness/db.js';
import { buildWorld } from './harness/world.js';
import type { World } from './harness/world.js';

const functionsDir = join(supabaseDir, 'functions');
const FUNCTIONS = [
  'generate-campaign-invite',
  'leave-campaign',
  'kick-from-campaign',
  'delete-campaign',
  'link-campaign-homebrew',
  'unlink-campaign-homebrew',
  'preview-campaign-invite',
  'join-campaign',
];

describe('edge function sources', () => {
  it('take the same homebrew types and message as the rules package', () => {
    expect([...HOMEBREW_TYPES]).toEqual([...HOMEBREW_KINDS]);
    expect(FUNCTIONS_INVALID_TYPE).toBe(INVALID_HOMEBREW_TYPE);
  });

  it('are exactly the spec functions, each with a config.toml section', () => {
    const folders = readdirSync(functionsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
      .map((d) => d.name);
    expect(folders.sort()).toEqual([...FUNCTIONS].sort());
    const config = readFileSync(join(supabaseDir, 'config.toml'), 'utf8');
    for (const name of FUNCTIONS) {
      expect(existsSync(join(functionsDir, name, 'index.ts')), name).toBe(true);
      expect(config, name).toContain(`[functions.${name}]`);
    }
  });
});

describe('edge function types', () => {
  it('pass `deno check` (Deno type-checks them at deploy time too)', () => {
    const deno = (
      createRequire(import.meta.url)('deno/install_api.cjs') as { runInstall(): string }
    ).runInstall();
    const files = FUNCTIONS.map((name) => join(functionsDir, name, 'index.ts'));
    const run = () =>
      execFileSync(
        deno,
        ['check', '--quiet', '--no-config', '--no-lock', '--node-modules-dir=none', ...files],
        {
          env: {
            ...process.env,
            NO_COLOR: '1',
            DENO_DIR: process.env.DENO_DIR ?? join(tmpdir(), 'supabase-local-deno-cache'),
          },
          stdio: 'pipe',
        },
      );
    expect(run).not.toThrow();
  }, 120_000);
});

describe('edge functions over HTTP (PGlite)', () => {
  let db: TestDb;
  let w: World;
  beforeAll(async () => {
    db = await startDb('pglite');
    w = await buildWorld(db);
  }, 120_000);
  afterAll(async () => {
    await db?.stop();
  });

  /** POSTs like supabase-js functions.invoke does; returns the status and the parsed JSON body. */
  async function invoke(
    user: TestUser | null,
    name: string,
    body: unknown,
    init: { method?: string; raw?: string } = {},
  ): Promise<{ status: number; body: unknown }> {
    const res = await fetch(`${db.backend.url}/functions/v1/${name}`, {
      method: init.method ?? 'POST',
      headers: {
        apikey: db.backend.anonKey,
        Authorization: db.bearer(user),
        'Content-Type': 'application/json',
      },
      body: init.method === 'GET' ? undefined : (init.raw ?? JSON.stringify(body)),
    });
    return { status: res.status, body: await res.json() };
  }

  it('preview-campaign-invite: a logged-out visitor sees the campaign and owner names', async () => {
    expect(await invoke(null, 'preview-campaign-invite', { invite: w.invite })).toEqual({
      status: 200,
      body: { campaign_id: w.campaign, campaign_name: 'The Sablewood', owner_name: 'Gamemaster' },
    });
    expect(await invoke(null, 'preview-campaign-invite', { invite: 'b'.repeat(32) })).toEqual({
      status: 404,
      body: { error: 'This invite is not valid: it may have been replaced by a newer one.' },
    });
    expect(await invoke(null, 'preview-campaign-invite', { invite: 'not-hex' })).toMatchObject({
      status: 400,
    });
  }, 120_000);

  it('generate-campaign-invite: owner only, body validated, supabase-js compatible', async () => {
    const gm = createClient(db.backend.url, db.backend.anonKey, {
      accessToken: async () => db.token(w.gm),
      realtime: { transport: WebSocket as never },
    });
    const { data, error } = await gm.functions.invoke('generate-campaign-invite', {
      body: { campaignId: w.campaign },
    });
    expect(error).toBeNull();
    expect((data as { invite: string }).invite).toMatch(/^[0-9a-f]{32}$/);
    w.invite = (data as { invite: string }).invite;
    expect(await invoke(w.member, 'generate-campaign-invite', { campaignId: w.campaign })).toEqual({
      status: 403,
      body: { error: 'Only the campaign owner can create an invite.' },
    });
    expect(await invoke(w.gm, 'generate-campaign-invite', {})).toEqual({
      status: 400,
      body: { error: 'campaignId must be a number' },
    });
    expect(await invoke(w.gm, 'generate-campaign-invite', null, { raw: '{not json' })).toEqual({
      status: 400,
      body: { error: 'The request body must be JSON.' },
    });
    expect(await invoke(w.gm, 'generate-campaign-invite', null, { method: 'GET' })).toEqual({
      status: 405,
      body: { error: 'Use POST with a JSON body.' },
    });
    expect(await invoke(null, 'generate-campaign-invite', { campaignId: w.campaign })).toEqual({
      status: 401,
      body: { error: 'Sign in first.' },
    });
  });

  it('join-campaign and leave-campaign', async () => {
    const joined = await invoke(w.stranger, 'join-campaign', {
      invite: w.invite,
      characterId: w.spare.stranger,
    });
    expect(joined).toMatchObject({
      status: 200,
      body: {
        dashboard: { campaign_id: w.campaign, character_id: w.spare.stranger, character_name: 'Spare S' },
      },
    });
    expect(
      await invoke(w.stranger, 'join-campaign', { invite: w.invite, characterId: w.spare.stranger }),
    ).toEqual({
      status: 409,
      body: { error: 'This character has already joined this campaign.' },
    });
    expect(await invoke(w.stranger, 'join-campaign', { invite: w.invite, characterId: w.spare.gm })).toEqual({
      status: 404,
      body: { error: 'Character not found.' },
    });
    expect(
      await invoke(null, 'join-campaign', { invite: w.invite, characterId: w.spare.stranger }),
    ).toMatchObject({
      status: 401,
    });
    expect(await invoke(w.stranger, 'leave-campaign', { campaignId: w.campaign })).toEqual({
      status: 200,
      body: { campaign_id: w.campaign, campaign_name: 'The Sablewood', left: 1 },
    });
    expect(await invoke(w.stranger, 'leave-campaign', { campaignId: w.campaign })).toEqual({
      status: 404,
      body: { error: 'You are not in this campaign.' },
    });
  });

  it('link-campaign-homebrew and unlink-campaign-homebrew', async () => {
    const body = { type: 'armor', item_id: w.homebrew.armor.playerPublic, campaign_id: w.campaign };
    expect(await invoke(w.gm, 'link-campaign-homebrew', { ...body, type: 'swords' })).toEqual({
      status: 400,
      body: { error: 'Invalid homebrew type' },
    });
    expect(await invoke(w.gm, 'unlink-campaign-homebrew', { ...body, type: 'armour' })).toEqual({
      status: 400,
      body: { error: 'Invalid homebrew type' },
    });
    expect(await invoke(w.member, 'link-campaign-homebrew', body)).toEqual({
      status: 403,
      body: { error: 'Only the campaign owner can link homebrew.' },
    });
    expect(
      await invoke(w.gm, 'link-campaign-homebrew', { ...body, item_id: w.homebrew.armor.playerPrivate }),
    ).toEqual({
      status: 404,
      body: { error: 'Homebrew record not found: only your own records and public records can be linked.' },
    });
    expect(await invoke(w.gm, 'link-campaign-homebrew', body)).toMatchObject({
      status: 200,
      body: { link: { campaign_id: w.campaign, item_id: body.item_id, user_id: w.gm.id } },
    });
    expect(await invoke(w.gm, 'link-campaign-homebrew', body)).toMatchObject({ status: 409 });
    expect(await invoke(w.gm, 'unlink-campaign-homebrew', body)).toMatchObject({
      status: 200,
      body: { link: { item_id: body.item_id } },
    });
    expect(await invoke(w.gm, 'unlink-campaign-homebrew', body)).toEqual({
      status: 404,
      body: { error: 'This homebrew record is not linked to the campaign.' },
    });
  });

  it('kick-from-campaign and delete-campaign', async () => {
    expect(await invoke(w.member, 'kick-from-campaign', { dashboardId: w.playerDashboard })).toEqual({
      status: 403,
      body: { error: 'Only the campaign owner can kick players.' },
    });
    expect(await invoke(w.gm, 'kick-from-campaign', { dashboardId: w.playerDashboard })).toEqual({
      status: 200,
      body: { character_name: 'Ashe', campaign_name: 'The Sablewood' },
    });
    expect(await invoke(w.gm, 'kick-from-campaign', { dashboardId: -1 })).toEqual({
      status: 400,
      body: { error: 'dashboardId must be positive' },
    });
    expect(await invoke(w.stranger, 'delete-campaign', { campaignId: w.campaign })).toEqual({
      status: 404,
      body: { error: 'Campaign not found.' },
    });
    expect(await invoke(w.gm, 'delete-campaign', { campaignId: w.campaign })).toEqual({
      status: 200,
      body: { campaign_id: w.campaign, campaign_name: 'The Sablewood' },
    });
    expect(await invoke(w.gm, 'delete-campaign', { campaignId: w.campaign })).toEqual({
      status: 404,
      body: { error: 'Campaign not found.' },
    });
  });
});
