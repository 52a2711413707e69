// Failure isolation: a remote that is down or throws while mounting shows an error panel with Retry in its
// outlet, is announced on the bus, and leaves the shell and the other areas working; Retry really reloads.
// The working areas are probe remotes, so no real page's markup is read.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { serveStatic, type RunningServer } from '@duality/platform/node';
import { declineConsentUpFront, goViaMenu } from '../../support/menu';
import { expect, probeIn, probeManifest, test } from '../../support/probes';
import { pointAreasAt } from '../../support/registry';
import { fetchStartupDocuments } from '../../support/startup-documents';

test.beforeEach(async ({ page }) => declineConsentUpFront(page));

const repoRoot = join(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  const probe = await serveStatic({ root: repoRoot, port: 0 });
  await probe.close();
  return probe.port;
}

async function expectShellStillWorks(page: Page) {
  await expect(page.locator('.shell-top-bar')).toBeVisible();
  await expect(page.locator('.shell-footer')).toBeVisible();
  await goViaMenu(page, 'Campaigns');
  await expect(probeIn(page, 'campaign')).toBeVisible();
  await page.locator('.shell-footer').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
}

/** The character area from `characterBase`, every other area from its probe. */
async function characterFrom(page: Page, probeServer: RunningServer, characterBase: string) {
  await pointAreasAt(page, {
    campaign: probeManifest(probeServer, 'campaign'),
    homebrew: probeManifest(probeServer, 'homebrew'),
    character: new URL('mf-manifest.json', characterBase).href,
  });
}

test('a stopped remote server gives the error panel while the rest works', async ({ page, probeServer }) => {
  const port = await freePort(); // nothing listens here: the character server is down
  await characterFrom(page, probeServer, `http://127.0.0.1:${port}/`);
  await page.goto('/character/42');
  const panel = page.locator('[data-area-outlet="character"]').getByRole('alert');
  await expect(panel).toContainText("Characters couldn't be loaded");
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectShellStillWorks(page);

  // The failure was announced on the bus (the dev page shows the shell's bus log).
  await page.evaluate(() => window.history.pushState(null, '', '/dev'));
  await expect(page.locator('[data-event="remote.load_failed"]').first()).toContainText('"area":"character"');
  await expect(page.locator('[data-event="remote.load_failed"]').first()).toContainText('"phase":"load"');
});

test('Retry recovers once the remote is back, without a page reload', async ({ page, probeServer }) => {
  const port = await freePort();
  await characterFrom(page, probeServer, `http://127.0.0.1:${port}/`);
  await page.goto('/character/7');
  const outlet = page.locator('[data-area-outlet="character"]');
  await expect(outlet.getByRole('alert')).toContainText("Characters couldn't be loaded");
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  // A retry while still down fails again, and honestly says so.
  await outlet.getByRole('button', { name: 'Retry' }).click();
  await expect(outlet.getByRole('alert')).toContainText("Characters couldn't be loaded");

  let server: RunningServer | undefined;
  try {
    server = await serveStatic({
      root: join(repoRoot, 'e2e/fixtures/probe-remote/dist/character'),
      port,
      cors: true,
    });
    await outlet.getByRole('button', { name: 'Retry' }).click();
    await expect(probeIn(page, 'character').locator('[data-probe-params]')).toHaveText('{"id":7}');
    await expect(outlet.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  } finally {
    await server?.close();
  }
});

test('a remote that throws on mount gives the error panel while the rest works', async ({
  page,
  probeServer,
}) => {
  const broken = await serveStatic({
    root: join(repoRoot, 'e2e/fixtures/broken-remote/dist'),
    port: 0,
    cors: true,
  });
  try {
    await pointAreasAt(page, {
      campaign: probeManifest(probeServer, 'campaign'),
      homebrew: new URL('mf-manifest.json', broken.url).href,
    });
    await page.goto('/homebrew');
    const panel = page.locator('[data-area-outlet="homebrew"]').getByRole('alert');
    await expect(panel).toContainText("Homebrew couldn't be loaded");
    await expect(panel).toContainText('The fixture remote failed while mounting');
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expectShellStillWorks(page);
  } finally {
    await broken.close();
  }
});

test('a page error shows the 500 page with its message, inside the working frame', async ({
  page,
  probeServer,
}) => {
  await pointAreasAt(page, { character: probeManifest(probeServer, 'character') });
  await page.goto('/dev');
  await page.getByRole('button', { name: 'Simulate a page error' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error');
  await expect(page.getByText('A test error raised from the development page.')).toBeVisible();
  await expect(page.locator('.shell-top-bar')).toBeVisible();
  await goViaMenu(page, 'Characters');
  await expect(probeIn(page, 'character')).toBeVisible();
});

test('an unreachable registry shows the 500 page with the reason', async ({ page }) => {
  await fetchStartupDocuments(page);
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/character');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error');
  await expect(page.getByText('answered 503')).toBeVisible();
});
