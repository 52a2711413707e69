// Runtime composition: areas mount into the shell's outlet, share one bus through the federation share
// scope, and navigate between each other without reloading the page. The areas are probe remotes here,
// except in the last test, which mounts every real remote.
import { areaNames, routesOf } from '@duality/platform';
import { newAccount, signUpQuickly } from '../../support/account';
import { expectAreaShown } from '../../support/areas';
import { declineConsentUpFront, goViaMenu } from '../../support/menu';
import { expect, probeIn, test, useProbes } from '../../support/probes';
import type { Page } from '@playwright/test';

test.beforeEach(async ({ page }) => declineConsentUpFront(page));

/** Marks the current document; the mark survives only client-side navigation. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}

test('the shell and two remotes use one bus instance, provided by the shell through the share scope', async ({
  page,
  probeServer,
}) => {
  await useProbes(page, probeServer);
  await page.goto('/character/42');
  const characterBus = await probeIn(page, 'character').locator('[data-probe-bus]').textContent();
  expect(characterBus).toBeTruthy();
  await probeIn(page, 'character').getByRole('link', { name: 'Campaigns' }).click();
  await expect(probeIn(page, 'campaign').locator('[data-probe-bus]')).toHaveText(characterBus!);
  await page.evaluate(() => window.history.pushState(null, '', '/dev'));
  await expect(page.locator('[data-bus-instance]')).toHaveText(characterBus!);

  const sharing = await page.evaluate((id) => {
    type ShareEntry = { from: string; useIn: string[] };
    type Share = Record<string, Record<string, Record<string, ShareEntry>>>;
    const fed = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Share> } })
      .__FEDERATION__;
    // Every container's view of the share scope names the module's provider and its users.
    const busEntries = Object.values(fed?.__SHARE__ ?? {}).flatMap((s) =>
      Object.values(s.default?.['@duality/bus'] ?? {}),
    );
    // No global variable holds the bus: it lives only in the shared module.
    const globals = Object.getOwnPropertyNames(window).filter((key) => {
      try {
        const v = (window as unknown as Record<string, unknown>)[key];
        return typeof v === 'object' && v !== null && (v as { instanceId?: unknown }).instanceId === id;
      } catch {
        return false;
      }
    });
    return {
      providers: [...new Set(busEntries.map((e) => e.from))],
      users: [...new Set(busEntries.flatMap((e) => e.useIn))].sort(),
      globals,
    };
  }, characterBus);
  expect(sharing.providers).toEqual(['shell']);
  expect(sharing.users).toEqual(expect.arrayContaining(['mf_character', 'shell']));
  expect(sharing.globals).toEqual([]);
});

test('an event a remote publishes on the bus reaches the shell', async ({ page, probeServer }) => {
  await useProbes(page, probeServer);
  await page.goto('/builder');
  await markDocument(page);
  await probeIn(page, 'builder').getByRole('button', { name: 'Ask the shell to open About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  await expectSameDocument(page);
});

test('links between areas and from the shell navigate without a page reload', async ({
  page,
  probeServer,
}) => {
  await useProbes(page, probeServer);
  await page.goto('/homebrew');
  await markDocument(page);
  await probeIn(page, 'homebrew').getByRole('link', { name: 'Characters' }).click();
  await expect(probeIn(page, 'character').locator('[data-probe-route]')).toHaveText('/character');
  await expect(page.locator('[data-area-outlet]')).toHaveCount(1);

  await goViaMenu(page, 'My Homebrew');
  await expect(probeIn(page, 'homebrew').locator('[data-probe-route]')).toHaveText('/homebrew/collection');

  await page.locator('.shell-footer').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  await expect(page.locator('[data-area-outlet]')).toHaveCount(0);

  await page.goBack();
  await expect(probeIn(page, 'homebrew').locator('[data-probe-route]')).toHaveText('/homebrew/collection');
  await expectSameDocument(page);
});

test('every real remote mounts at its entry route, and /dev shows the version each loaded', async ({
  page,
}) => {
  // Signed in, so that the member pages (characters, campaigns) show themselves instead of the login page.
  await signUpQuickly(page, newAccount('Composer'));
  await page.goto('/about');
  await markDocument(page);
  for (const area of areaNames) {
    const entry = routesOf(area)[0]!.path;
    await page.evaluate((to) => window.history.pushState(null, '', to), entry);
    await expectAreaShown(page, area);
  }
  await page.evaluate(() => window.history.pushState(null, '', '/dev'));
  for (const area of areaNames) {
    await expect(page.getByRole('cell', { name: area, exact: true })).toBeVisible();
    await expect(page.locator(`[data-loaded-version="${area}"]`)).toHaveText(/^\d+\.\d+\.\d+$/);
  }
  await expectSameDocument(page);
});
