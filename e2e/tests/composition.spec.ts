// Runtime composition: areas mount into the shell's outlet, share one bus through the federation share
// scope, and navigate between each other without reloading the page.
import { expect, test, type Page } from '@playwright/test';
import { declineConsentUpFront, goViaMenu } from '../support/menu';

test.beforeEach(async ({ page }) => declineConsentUpFront(page));

/** Marks the current document; the mark survives only client-side navigation. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}

test('the shell and two remotes see one bus instance, shared through the federation share scope', async ({
  page,
}) => {
  await page.goto('/character/42');
  const shellBus = await page.locator('.shell').getAttribute('data-bus-instance');
  expect(shellBus).toBeTruthy();
  await expect(page.locator('[data-area="character"]')).toHaveAttribute('data-bus-instance', shellBus!);

  await page.locator('[data-area="character"]').getByRole('link', { name: 'Campaigns' }).click();
  await expect(page.locator('[data-area="campaign"]')).toHaveAttribute('data-bus-instance', shellBus!);

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
  }, shellBus);
  expect(sharing.providers).toEqual(['shell']);
  // The area kit in the first remote's build imports the bus; later remotes reuse that shared kit.
  expect(sharing.users).toEqual(expect.arrayContaining(['mf_character', 'shell']));
  expect(sharing.globals).toEqual([]);
});

test('an event a remote publishes on the bus reaches the shell', async ({ page }) => {
  await page.goto('/builder');
  await markDocument(page);
  await page
    .locator('[data-area="builder"]')
    .getByRole('button', { name: 'Ask the shell to open About' })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  await expectSameDocument(page);
});

test('links between areas and from the shell navigate without a page reload', async ({ page }) => {
  await page.goto('/homebrew');
  await markDocument(page);
  await page.locator('[data-area="homebrew"]').getByRole('link', { name: 'Characters' }).click();
  await expect(page.locator('[data-area="character"] h1')).toHaveText('Characters');
  await expect(page.locator('[data-area-outlet]')).toHaveCount(1);

  await goViaMenu(page, 'My Homebrew');
  await expect(page.locator('[data-area="homebrew"] h1')).toHaveText('My Homebrew');

  await page.locator('.shell-footer').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  await expect(page.locator('[data-area-outlet]')).toHaveCount(0);

  await page.goBack();
  await expect(page.locator('[data-area="homebrew"] h1')).toHaveText('My Homebrew');
  await expectSameDocument(page);
});

test('the dev page lists every composed area with its version', async ({ page }) => {
  await page.goto('/dev');
  for (const area of ['character', 'builder', 'campaign', 'homebrew', 'account']) {
    await expect(page.getByRole('cell', { name: area, exact: true })).toBeVisible();
  }
});
