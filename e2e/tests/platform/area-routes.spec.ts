// Areas own their routes: a deep link ships with its remote alone, heavy pages are lazy, and a page that
// throws inside an area is contained there and reaches the shell's error hook.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { memoryTmpdir } from '@duality/supabase-local';
import { join, relative } from 'node:path';
import { serveStatic } from '@duality/platform/node';
import { busVersion } from '@duality/bus';
import { buildProbe, nextBusMinor } from '../../fixtures/build-fixtures';
import { declineConsentUpFront } from '../../support/menu';
import { pointAreasAt } from '../../support/registry';
import { expect, probeIn, probeManifest, test, useProbes } from '../../support/probes';

test.beforeEach(async ({ page }) => declineConsentUpFront(page));

const repoRoot = join(import.meta.dirname, '../../..');

/** A fingerprint of every file under a folder (path and content). */
function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(relative(dir, full)).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

test('a route added inside one remote is served after rebuilding that remote alone', async ({
  page,
  probeServer,
}) => {
  test.setTimeout(90_000);
  const newPath = '/character/probe/print-preview';
  await useProbes(page, probeServer);
  // Before: the path is unknown to the character area, so the area shows its not-found page.
  await page.goto(newPath);
  await expect(page.locator('[data-area-outlet="character"]')).toContainText(`Page Not Found: ${newPath}`);

  const untouched = ['shell/dist', 'e2e/fixtures/probe-remote/dist'].map((d) => join(repoRoot, d));
  const before = untouched.map(fingerprint);
  const outDir = mkdtempSync(join(memoryTmpdir(), 'duality-probe-'));
  try {
    await buildProbe({ area: 'character', outDir, extraRoute: newPath });
    const server = await serveStatic({ root: outDir, port: 0, cors: true });
    try {
      await pointAreasAt(page, { character: new URL('mf-manifest.json', server.url).href });
      await page.goto(newPath);
      await expect(probeIn(page, 'character').locator('[data-probe-route]')).toHaveText(newPath);
      await expect(page).toHaveTitle('Extra probe route | Duality');
    } finally {
      await server.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  // Only that remote was rebuilt: the shell's build and the other builds are byte for byte the same.
  expect(untouched.map(fingerprint)).toEqual(before);
});

test('a lazy page is fetched in its own chunk on first visit, with its parameters parsed', async ({
  page,
  probeServer,
}) => {
  await useProbes(page, probeServer, ['character']);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && r.url().startsWith(probeServer.url)) scripts.push(r.url());
  });
  await page.goto('/character');
  await expect(probeIn(page, 'character')).toBeVisible();
  const entry = [...scripts];
  await page.evaluate(() => window.history.pushState(null, '', '/character/probe/7/deep'));
  await expect(probeIn(page, 'character').getByRole('heading', { level: 1 })).toHaveText('Deep probe');
  await expect(probeIn(page, 'character').locator('[data-probe-id-type]')).toHaveText('number');
  await expect(page).toHaveTitle('Deep probe 7 | Duality');
  const fetchedLater = scripts.filter((s) => !entry.includes(s));
  expect(fetchedLater.length).toBeGreaterThan(0);
  expect(entry.length).toBeGreaterThan(0);
  expect(
    fetchedLater.every((s) =>
      s.startsWith(probeManifest(probeServer, 'character').replace('mf-manifest.json', '')),
    ),
  ).toBe(true);
});

test('a page that throws inside an area shows the error panel there and reaches the error hook', async ({
  page,
  probeServer,
}) => {
  await useProbes(page, probeServer);
  await page.goto('/campaign/probe/crash');
  const outlet = page.locator('[data-area-outlet="campaign"]');
  await expect(outlet.getByRole('alert')).toContainText('The campaign probe page crashed on purpose');
  await expect(page.locator('.shell-top-bar')).toBeVisible();
  // The shell's error hook announced it (the /dev bus log shows what reached the hook).
  await page.evaluate(() => window.history.pushState(null, '', '/dev'));
  const reported = page.locator('[data-event="error.reported"]');
  await expect(reported.first()).toContainText('The campaign area failed to render');
  await expect(reported.first()).toContainText('"path":"/campaign/probe/crash"');
  // The other areas keep working.
  await page.evaluate(() => window.history.pushState(null, '', '/homebrew'));
  await expect(probeIn(page, 'homebrew')).toBeVisible();
});

test('an error nobody caught inside an area reaches the error hook, and the page keeps working', async ({
  page,
  probeServer,
}) => {
  await useProbes(page, probeServer, ['builder']);
  await page.goto('/builder');
  // The probe throws from a timer: wait for it to have thrown on /builder before leaving for /dev.
  const thrown = page.waitForEvent('pageerror');
  await probeIn(page, 'builder').getByRole('button', { name: 'Throw an error nobody catches' }).click();
  await thrown;
  await expect(probeIn(page, 'builder')).toBeVisible();
  await page.evaluate(() => window.history.pushState(null, '', '/dev'));
  await expect(page.locator('[data-event="error.reported"]').first()).toContainText(
    'builder probe uncaught error',
  );
  await expect(page.locator('[data-event="error.reported"]').first()).toContainText('"path":"/builder"');
});

test("an event the shell's bus does not know names the bus and the areas built against another", async ({
  page,
  probeServer,
}) => {
  await useProbes(page, probeServer, ['homebrew']);
  await page.goto('/homebrew');
  const thrown = page.waitForEvent('pageerror');
  await probeIn(page, 'homebrew')
    .getByRole('button', { name: "Publish an event the shell's bus does not know" })
    .click();
  expect((await thrown).message).toBe(
    `The shell's bus (v${busVersion}) does not know the event "probe.from_a_newer_bus"; ` +
      `areas here were built against other buses: homebrew v${nextBusMinor}.`,
  );
  await page.evaluate(() => window.history.pushState(null, '', '/dev'));
  await expect(page.locator('[data-event="error.reported"]').first()).toContainText(
    `homebrew v${nextBusMinor}`,
  );
});
