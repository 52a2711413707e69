// An area that ships alone after a change to the database, end to end. The production product runs (its own
// backend, shell and areas as built); a migration adds a column that only the campaign area reads and is
// applied to that running database; the campaign area alone is released to show it (the probe remote built
// as the campaign area, as the delivery specs release it as the builder: its campaign page reads the column
// through the page's one client, the shell's @duality/supabase). The running shell accepts it with no shared
// package's version changed, and visitors get it through a canary and a promote, the shell never rebuilt.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import {
  federationManifestSchema,
  incompatibilities,
  satisfiesRange,
  type FederationManifest,
} from '@duality/platform';
import type { DualityClient } from '@duality/supabase';
import { newAccount } from '../../support/account';
import { createCharacter, signUpApi, supabaseSessionKey } from '../../support/api';
import { LEVEL_ONE } from '../../support/character';
import { delivery, releaseProbeAs, startDeliveryProduct, type DeliveryProduct } from '../../support/delivery';
import { declineConsentUpFront } from '../../support/menu';
import { campaignReleaseBackendPort, campaignReleaseShellPort } from '../../support/ports';

test.describe.configure({ mode: 'serial' });

const repoRoot = join(import.meta.dirname, '../../..');
const migration = join(
  import.meta.dirname,
  '../../fixtures/campaign-table-talk/20261202090000_campaign_table_talk.sql',
);
const column = 'table_talk';
const talk = 'Bring the map of the Sablewood';

let product: DeliveryProduct;
let gm: { id: string; session: unknown; client: DualityClient };
let player: { session: unknown };
let campaignId: number;

async function member(displayName: string) {
  const { client, session } = await signUpApi(newAccount(displayName), {
    url: product.backend.url,
    anonKey: product.backend.anonKey,
  });
  const { data } = await client.auth.getUser();
  return { id: data.user!.id, session, client };
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  product = await startDeliveryProduct({
    shellPort: campaignReleaseShellPort,
    backendPort: campaignReleaseBackendPort,
  });
  gm = await member('Game Master');
  const { data, error } = await gm.client
    .from('campaigns')
    .insert({ name: 'Tidewall' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  campaignId = data.id;
  const invite = await gm.client.rpc('generate_campaign_invite', { p_campaign_id: campaignId });
  if (invite.error) throw new Error(invite.error.message);
  const joining = await member('Player');
  const character = await createCharacter(joining.client, LEVEL_ONE.warrior);
  const joined = await joining.client.rpc('join_campaign', {
    p_invite: invite.data,
    p_character_id: character,
  });
  if (joined.error) throw new Error(joined.error.message);
  player = joining;
});
test.afterAll(async () => product?.close());
test.beforeEach(async ({ page }) => declineConsentUpFront(page));

/** Opens the campaign's page as the visitor signed in with `session`. */
async function openCampaign(page: Page, session: unknown): Promise<void> {
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: supabaseSessionKey(product.backend.url),
    value: JSON.stringify(session),
  });
  await page.goto(`${product.url}/campaign/${campaignId}`);
}

const released = (page: Page) =>
  page.locator(`[data-area-outlet="campaign"] [data-probe-column="${column}"]`);
const deployed = (page: Page) =>
  page.locator('[data-area-outlet="campaign"]').getByRole('heading', { level: 1, name: 'Tidewall' });

const readManifest = (text: string): FederationManifest => federationManifestSchema.parse(JSON.parse(text));
/** The files of the running shell and of the deployed campaign area, which the release must never touch. */
const builtFiles = [
  'shell/dist/index.html',
  'shell/dist/mf-manifest.json',
  'mf-campaign/dist/mf-manifest.json',
];
const modified = () => builtFiles.map((f) => statSync(join(repoRoot, f)).mtimeMs);
let before: number[];

test('the migration is applied to the running database, and the campaign area as deployed keeps working', async ({
  page,
}) => {
  before = modified();
  await openCampaign(page, gm.session);
  await expect(deployed(page)).toBeVisible();

  // The operator applies the migration file to the production database, as it is.
  await product.backend.db.admin((tx) => tx.query(readFileSync(migration, 'utf8')));
  // The game master writes the new column through the API, under the campaign's row level security. The
  // generated types know nothing of a fixture's column, hence the cast.
  const write = (value: string) =>
    gm.client
      .from('campaigns')
      .update({ [column]: value } as never)
      .eq('id', campaignId);
  expect((await write(talk)).error).toBeNull();
  // The database holds the limit: a line over 280 characters is refused.
  expect((await write('x'.repeat(281))).error?.code).toBe('23514');

  // Nothing deployed reads the column, and nothing deployed breaks: the same page, reloaded.
  await page.reload();
  await expect(deployed(page)).toBeVisible();
  await expect(released(page)).toHaveCount(0);
});

test('release campaign alone is accepted by the running shell, with no shared package version changed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const release = await releaseProbeAs(product, 'campaign', '2.0.0', { PROBE_CAMPAIGN_COLUMN: column });
  expect(release.code, release.output).toBe(0);
  expect(release.output).not.toContain('Refused');

  // The running shell's manifest, as the product serves it, against the released area's.
  const shell = readManifest(await (await page.request.get(`${product.url}/mf-manifest.json`)).text());
  const area = readManifest(readFileSync(join(product.dir, 'cdn/campaign/2.0.0/mf-manifest.json'), 'utf8'));
  expect(incompatibilities(area, shell)).toEqual([]);
  const provided = new Map(shell.shared.map((m) => [m.name, m.version]));
  const ours = area.shared.filter((m) => m.name.startsWith('@duality/') && provided.has(m.name));
  expect(ours.map((m) => m.name)).toEqual(
    expect.arrayContaining(['@duality/supabase', '@duality/platform', '@duality/bus']),
  );
  for (const shared of ours) {
    // Built against exactly what the running shell provides: no shared package moved for this change.
    expect(shared.version, shared.name).toBe(provided.get(shared.name));
    expect(satisfiesRange(provided.get(shared.name)!, shared.requiredVersion), shared.name).toBe(true);
  }
  // Neither the shell nor the deployed campaign area was rebuilt.
  expect(modified()).toEqual(before);
});

test('visitors get it through a canary, then everyone through a promote', async ({ page, browser }) => {
  const canary = await delivery(product, ['rollout', 'campaign', '2.0.0', '0', '--allow', gm.id]);
  expect(canary.code, canary.output).toBe(0);

  await openCampaign(page, gm.session);
  await expect(released(page)).toHaveText(talk);

  // The player is not in the canary: the campaign area as deployed.
  const other = await browser.newPage();
  try {
    await declineConsentUpFront(other);
    await openCampaign(other, player.session);
    await expect(deployed(other)).toBeVisible();
    await expect(released(other)).toHaveCount(0);

    const promoted = await delivery(product, ['promote', 'campaign']);
    expect(promoted.code, promoted.output).toBe(0);
    await other.reload();
    await expect(released(other)).toHaveText(talk);
  } finally {
    await other.close();
  }
  expect(modified()).toEqual(before);
});

test('the area requires only what provides what it imports: a shell at those lowest versions runs it', () => {
  const area = readManifest(readFileSync(join(product.dir, 'cdn/campaign/2.0.0/mf-manifest.json'), 'utf8'));
  const shell = readManifest(readFileSync(join(repoRoot, 'shell/dist/mf-manifest.json'), 'utf8'));
  // Each of our shared packages at the lowest version the area's range allows (its lower bound).
  const lowest = (range: string) => /^(?:\^|>=)(\d+\.\d+\.\d+)/.exec(range)?.[1];
  const at = new Map(area.shared.map((m) => [m.name, lowest(m.requiredVersion)]));
  const olderShell: FederationManifest = {
    ...shell,
    shared: shell.shared.map((m) =>
      m.name.startsWith('@duality/') && at.get(m.name) ? { ...m, version: at.get(m.name)! } : m,
    ),
  };
  expect(incompatibilities(area, olderShell)).toEqual([]);
  // And the check still refuses a shell short of what the area uses: the supabase package one major back.
  const supabase = olderShell.shared.find((m) => m.name === '@duality/supabase')!;
  const major = Number(supabase.version.split('.')[0]);
  const tooOld: FederationManifest = {
    ...olderShell,
    shared: olderShell.shared.map((m) => (m === supabase ? { ...m, version: `${major - 1}.0.0` } : m)),
  };
  expect(incompatibilities(area, tooOld)).toEqual([
    expect.stringMatching(/^@duality\/supabase: the remote was built against .* the shell provides/),
  ]);
});
