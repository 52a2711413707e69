// Independent delivery, end to end: the probe remote is released as the builder area with the real release
// commands into an isolated product (own backend, own delivery folder), and Chromium visitors show which
// version each of them gets. Only the probe's own markup is read, never a real area's.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { areaNames, bucketOf, federationManifestSchema, incompatibilities } from '@duality/platform';
import { appFolders } from '@duality/platform/node';
import {
  delivery,
  releaseProbe,
  signedUpUser,
  startDeliveryProduct,
  type DeliveryProduct,
} from '../../support/delivery';
import { declineConsentUpFront } from '../../support/menu';

test.describe.configure({ mode: 'serial' });

const repoRoot = join(import.meta.dirname, '../../..');
let product: DeliveryProduct;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  product = await startDeliveryProduct();
  // The probe becomes the builder's stable version 1.0.0, so every version a visitor gets is a probe.
  const first = await releaseProbe(product, '1.0.0');
  expect(first.code, first.output).toBe(0);
  expect((await delivery(product, ['promote', 'builder'])).code).toBe(0);
});
test.afterAll(async () => product?.close());
test.beforeEach(async ({ page }) => declineConsentUpFront(page));

const builderVersion = (page: Page) => page.locator('[data-area-outlet="builder"] [data-probe-version]');

/** Opens /builder as the visitor with this device id and returns the version they get. */
async function versionFor(page: Page, deviceId: string): Promise<string> {
  await page.evaluate((id) => window.localStorage.setItem('duality.device-id', id), deviceId);
  await page.goto(`${product.url}/builder`);
  await expect(builderVersion(page)).toBeVisible();
  return (await builderVersion(page).textContent()) ?? '';
}

const registryDocument = () =>
  JSON.parse(readFileSync(join(product.dir, 'registry.json'), 'utf8')) as { revision: string };

test('a release builds one area alone in under a minute and reaches no one at 0 percent', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const untouched = [
    'shell/dist/index.html',
    'mf-character/dist/mf-manifest.json',
    'mf-builder/dist/mf-manifest.json',
  ];
  const before = untouched.map((f) => statSync(join(repoRoot, f)).mtimeMs);
  const released = await releaseProbe(product, '2.0.0');
  expect(released.code, released.output).toBe(0);
  const seconds = Number(/in ([\d.]+) s\./.exec(released.output)?.[1]);
  expect(seconds).toBeLessThan(60);
  expect(untouched.map((f) => statSync(join(repoRoot, f)).mtimeMs)).toEqual(before);

  // The released folder is served for good; the registry never is.
  const manifest = await page.request.get(`${product.url}/cdn/builder/2.0.0/mf-manifest.json`);
  expect(manifest.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const registry = await page.request.get(`${product.url}/remotes.json`);
  expect(registry.headers()['cache-control']).toBe('no-store');
  expect((await registry.json()).areas.builder.canary).toMatchObject({ version: '2.0.0', percent: 0 });

  await page.goto(`${product.url}/about`);
  for (let i = 0; i < 5; i++) expect(await versionFor(page, `zero-${i}`)).toBe('1.0.0');
  await page.evaluate(() => window.history.pushState(null, '', '/dev'));
  await expect(page.getByRole('row', { name: /builder/ })).toContainText('2.0.0 (0%)');

  // QA pins the canary with the query parameter, and unpins it with the /dev controls.
  await page.goto(`${product.url}/builder?pin=builder:canary`);
  await expect(builderVersion(page)).toHaveText('2.0.0');
  await page.evaluate(() => window.history.pushState(null, '', '/dev'));
  await page.getByRole('combobox', { name: 'builder' }).selectOption('auto');
  await page.goto(`${product.url}/builder`);
  await expect(builderVersion(page)).toHaveText('1.0.0');
});

test('an allow-listed user gets the canary, and only they do', async ({ page, browser }) => {
  const qa = await signedUpUser(product);
  const rolled = await delivery(product, ['rollout', 'builder', '2.0.0', '--allow', qa.id]);
  expect(rolled.code, rolled.output).toBe(0);

  await page.addInitScript((session) => {
    window.localStorage.setItem('sb-127-auth-token', JSON.stringify(session));
  }, qa.session);
  await page.goto(`${product.url}/builder`);
  await expect(builderVersion(page)).toHaveText('2.0.0');

  const other = await browser.newPage();
  try {
    await declineConsentUpFront(other);
    await other.goto(`${product.url}/about`);
    for (let i = 0; i < 5; i++) expect(await versionFor(other, `not-allowed-${i}`)).toBe('1.0.0');
  } finally {
    await other.close();
  }
});

test('at 50 percent each visitor gets the version of their bucket, and keeps it', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const rolled = await delivery(product, ['rollout', 'builder', '2.0.0', '50']);
  expect(rolled.code, rolled.output).toBe(0);
  // 16 fixed visitors, four at a time, each in a browser context of its own (its own device id). That the
  // rule's buckets split visitors about evenly (50 percent is about half) is rollout.test.ts's, over 2,000
  // ids; here the shell must give every visitor exactly what the rule says for their id.
  const ids = Array.from({ length: 16 }, (_, i) => `visitor-${i}`);
  const got = new Map<string, string>();
  const queue = [...ids];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      const context = await browser.newContext();
      const visitor = await context.newPage();
      await declineConsentUpFront(visitor);
      await visitor.goto(`${product.url}/about`);
      for (let id = queue.shift(); id !== undefined; id = queue.shift())
        got.set(id, await versionFor(visitor, id));
      await context.close();
    }),
  );
  // Both sides of the split are among them (these fixed ids: 9 in the canary's half, 7 in stable's).
  expect(new Set(got.values())).toEqual(new Set(['1.0.0', '2.0.0']));
  // Each got exactly what their device id's bucket says (the rollout's rule, rollout.ts).
  expect(got).toEqual(new Map(ids.map((id) => [id, bucketOf(id) < 50 ? '2.0.0' : '1.0.0'])));
  // Reloads keep each visitor's version.
  await page.goto(`${product.url}/about`);
  for (const id of ids.slice(0, 8)) {
    expect(await versionFor(page, id)).toBe(got.get(id));
    await page.reload();
    await expect(builderVersion(page)).toHaveText(got.get(id)!);
  }
});

test('a rollback reaches an open tab at its next navigation', async ({ page }) => {
  expect((await delivery(product, ['rollout', 'builder', '2.0.0', '100'])).code).toBe(0);
  await page.goto(`${product.url}/builder`);
  await expect(builderVersion(page)).toHaveText('2.0.0');
  await page.evaluate(() => ((window as unknown as { __sameTab: boolean }).__sameTab = true));

  const back = await delivery(product, ['rollback', 'builder']);
  expect(back.code, back.output).toBe(0);
  await page.evaluate(() => window.history.pushState(null, '', '/builder/probe/5/deep'));
  await expect(builderVersion(page)).toHaveText('1.0.0');
  expect(await page.evaluate(() => (window as unknown as { __sameTab?: boolean }).__sameTab)).toBe(true);
});

test('a broken canary falls back to stable with no error shown, and status counts it', async ({ page }) => {
  test.setTimeout(120_000);
  const released = await releaseProbe(product, '3.0.0', { PROBE_THROW_ON_MOUNT: '1' });
  expect(released.code, released.output).toBe(0);
  expect((await delivery(product, ['rollout', 'builder', '3.0.0', '100'])).code).toBe(0);

  await page.goto(`${product.url}/builder`);
  await expect(builderVersion(page)).toHaveText('1.0.0');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.evaluate(() => window.history.pushState(null, '', '/dev'));
  const fallback = page.locator('[data-event="remote.fallback"]').first();
  await expect(fallback).toContainText('"canaryVersion":"3.0.0"');
  await expect(fallback).toContainText('"stableVersion":"1.0.0"');

  // Each look runs the status command (a process of its own, seconds on a loaded machine): give the count
  // the test's own time to arrive, not the 10 s of one expectation.
  await expect
    .poll(
      async () => {
        const status = await delivery(product, ['status', 'builder', '--json']);
        const parsed = JSON.parse(status.output) as {
          areas: { canary: { version: string; failures: number } | null; stable: { loads: number } }[];
        };
        return parsed.areas[0]?.canary?.version === '3.0.0' ? parsed.areas[0].canary.failures : -1;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThanOrEqual(1);
  const text = await delivery(product, ['status', 'builder']);
  expect(text.output).toMatch(/canary 3\.0\.0 at 100%: \d+ loads?, [1-9]\d* failures?/);
});

test('a release whose shared packages the shell cannot satisfy is refused, naming the mismatch', async () => {
  test.setTimeout(120_000);
  const revision = registryDocument().revision;
  const bus = packageVersion('@duality/bus');
  const nextMajor = `${Number(bus.split('.')[0]) + 1}.0.0`;
  const refused = await releaseProbe(product, '4.0.0', { PROBE_BUILT_AGAINST: `@duality/bus@${nextMajor}` });
  expect(refused.code).toBe(2);
  expect(refused.output).toContain('Refused: the production shell cannot run builder 4.0.0');
  expect(refused.output).toContain(
    `@duality/bus: the remote was built against ${nextMajor} and needs ^${nextMajor}, the shell provides ${bus}`,
  );
  expect(existsSync(join(product.dir, 'cdn/builder/4.0.0'))).toBe(false);
  expect(registryDocument().revision).toBe(revision);
});

// Version skew: the build before the shared packages had versions (all at 0.1.0) meets the current build,
// in both directions, and a build within the same major meets a newer shell. `release` decides, before any
// visitor gets the build.
const workspaceShared = ['@duality/bus', '@duality/platform', '@duality/ui'];
const readManifest = (file: string) => federationManifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
const shellManifestPath = join(repoRoot, appFolders.shell, 'dist/mf-manifest.json');

/** A shared workspace package's version in this checkout (what the shell and the areas are built against). */
function packageVersion(pkg: string): string {
  const dir = join(repoRoot, 'packages', pkg.replace(/^@duality\//, ''));
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}
/** The next minor of a version: what a package that gained an export must say (`2.0.0` -> `2.1.0`). */
const nextMinor = (version: string) => {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${(minor ?? 0) + 1}.0`;
};
/** A shared module's package (`@duality/rules/content` -> `@duality/rules`). */
const packageOf = (module: string) => module.split('/').slice(0, 2).join('/');

/**
 * The current shell's manifest with each shared workspace package at the version `versionOf` gives (from the
 * package's version now), written beside the product under `label`.
 */
function shellProviding(label: string, versionOf: (pkg: string, now: string) => string): string {
  const shell = readManifest(shellManifestPath);
  const shared = shell.shared.map((m) => {
    if (!m.name.startsWith('@duality/')) return m;
    const version = versionOf(packageOf(m.name), m.version);
    return { ...m, version, requiredVersion: `^${version}` };
  });
  const file = join(product.dir, `shell-${label}.json`);
  writeFileSync(file, JSON.stringify({ ...shell, shared }));
  return file;
}

const releaseProbeAgainst = (version: string, shellManifest: string) =>
  releaseProbe(product, version, {}, shellManifest);

test('the previous build of an area, against the current shell: refused before any visitor gets it', async () => {
  test.setTimeout(120_000);
  const revision = registryDocument().revision;
  const refused = await releaseProbe(product, '5.0.0', {
    PROBE_BUILT_AGAINST: workspaceShared.map((pkg) => `${pkg}@0.1.0`).join(','),
  });
  expect(refused.code, refused.output).toBe(2);
  for (const pkg of workspaceShared)
    expect(refused.output).toContain(
      `${pkg}: the remote was built against 0.1.0 and needs ^0.1.0, the shell provides ${packageVersion(pkg)}`,
    );
  expect(existsSync(join(product.dir, 'cdn/builder/5.0.0'))).toBe(false);
  expect(registryDocument().revision).toBe(revision);
  expect(JSON.stringify(registryDocument())).not.toContain('5.0.0');
});

test('the current areas, against the previous shell: every one refused, naming the packages', async () => {
  test.setTimeout(120_000);
  const previousShell = shellProviding('0.1.0', () => '0.1.0');
  const shell = readManifest(previousShell);
  // The check release runs, over every area as built now.
  for (const area of areaNames) {
    const problems = incompatibilities(
      readManifest(join(repoRoot, appFolders[area], 'dist/mf-manifest.json')),
      shell,
    );
    expect(problems.length, area).toBeGreaterThan(0);
    for (const problem of problems)
      // A shared module is a package or one of its entries (@duality/rules/content).
      expect(problem, area).toMatch(/^@duality\/[\w-]+(\/[\w-]+)?: .*the shell provides 0\.1\.0$/);
  }
  // And release itself, as the operator runs it with that shell's manifest.
  const revision = registryDocument().revision;
  const refused = await releaseProbeAgainst('5.1.0', previousShell);
  expect(refused.code, refused.output).toBe(2);
  for (const pkg of workspaceShared)
    expect(refused.output).toContain(
      `${pkg}: the remote was built against ${packageVersion(pkg)} and needs ^${packageVersion(pkg)}, the shell provides 0.1.0`,
    );
  expect(existsSync(join(product.dir, 'cdn/builder/5.1.0'))).toBe(false);
  expect(registryDocument().revision).toBe(revision);
});

test('within a major, an area built against older minors is released for a newer shell', async () => {
  test.setTimeout(120_000);
  const released = await releaseProbeAgainst(
    '5.2.0',
    shellProviding('next-minors', (_pkg, now) => nextMinor(now)),
  );
  expect(released.code, released.output).toBe(0);
  expect(existsSync(join(product.dir, 'cdn/builder/5.2.0/mf-manifest.json'))).toBe(true);
  expect(JSON.stringify(registryDocument())).toContain('5.2.0');
  // Withdrawn again: the check accepted it, and no visitor needs it.
  const withdrawn = await delivery(product, ['rollback', 'builder']);
  expect(withdrawn.code, withdrawn.output).toBe(0);
});

test('an area that needs a new export of a shared package waits for the shell that provides it', async () => {
  test.setTimeout(180_000);
  // The area was built against the bus with a new event or export: the surface check made the bus say
  // its next minor (packages/config/src/surface), and the area's manifest needs that minor.
  const bus = packageVersion('@duality/bus');
  const newer = nextMinor(bus);
  const revision = registryDocument().revision;
  const refused = await releaseProbe(product, '6.0.0', { PROBE_BUILT_AGAINST: `@duality/bus@${newer}` });
  expect(refused.code, refused.output).toBe(2);
  expect(refused.output).toContain(
    `@duality/bus: the remote was built against ${newer} and needs ^${newer}, the shell provides ${bus}`,
  );
  expect(existsSync(join(product.dir, 'cdn/builder/6.0.0'))).toBe(false);
  expect(registryDocument().revision).toBe(revision);

  // The shell is released with that bus (its manifest provides it, every other package as today): the same
  // area, built the same way, is accepted.
  const shell = shellProviding('with-newer-bus', (pkg, now) => (pkg === '@duality/bus' ? newer : now));
  const accepted = await releaseProbe(
    product,
    '6.0.0',
    { PROBE_BUILT_AGAINST: `@duality/bus@${newer}` },
    shell,
  );
  expect(accepted.code, accepted.output).toBe(0);
  expect(existsSync(join(product.dir, 'cdn/builder/6.0.0/mf-manifest.json'))).toBe(true);
  const withdrawn = await delivery(product, ['rollback', 'builder']);
  expect(withdrawn.code, withdrawn.output).toBe(0);
});

test('every area as built now is one the shell as built now can run', () => {
  const manifest = (folder: string) => readManifest(join(repoRoot, folder, 'dist/mf-manifest.json'));
  const shell = manifest(appFolders.shell);
  for (const area of areaNames)
    expect(incompatibilities(manifest(appFolders[area]), shell), area).toEqual([]);
});
