// Every route of spec section 2 shows the owning area's page; unknown paths show the 404 page.
import { expect, test } from '@playwright/test';
import { buildPath, routeTable } from '@duality/platform';
import { declineConsentUpFront } from '../support/menu';

test.beforeEach(async ({ page }) => declineConsentUpFront(page));

const sampleParams = { id: 42, invite: 'join-the-party' };

for (const route of routeTable) {
  const path = buildPath(route.path, route.params ? sampleParams : {});
  test(`${path} shows the ${route.owner} page "${route.title}"`, async ({ page }) => {
    await page.goto(path);
    if (route.owner === 'shell') {
      await expect(page.locator('main h1').first()).toHaveText(
        route.title === 'Home' ? 'Duality' : route.title,
      );
      await expect(page.locator('[data-area-outlet]')).toHaveCount(0);
    } else if (route.path === '/user-profile') {
      // Signed out, the profile sends you to log in and back.
      await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fuser-profile$/);
      await expect(page.locator('[data-area-outlet="account"] [data-area="account"] h1')).toHaveText(
        'Log In',
      );
    } else {
      const area = page.locator(`[data-area-outlet="${route.owner}"] [data-area="${route.owner}"]`);
      await expect(area.locator('h1')).toHaveText(route.title);
      for (const name of Object.keys(route.params ?? {})) {
        await expect(area.locator(`[data-param="${name}"]`)).toHaveText(String(sampleParams[name as 'id']));
      }
    }
  });
}

test('an unknown path shows "Page Not Found: /nope"', async ({ page }) => {
  await page.goto('/nope');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('Page Not Found: /nope')).toBeVisible();
  await expect(page.locator('.shell-footer')).toBeVisible();
});

test('a non-numeric character id is not a route', async ({ page }) => {
  await page.goto('/character/not-a-number');
  await expect(page.getByText('Page Not Found: /character/not-a-number')).toBeVisible();
  await expect(page.locator('[data-area-outlet]')).toHaveCount(0);
});

test('a deep link such as /character/42 loads the character area directly', async ({ page }) => {
  const manifests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('mf-manifest.json')) manifests.push(new URL(r.url()).port);
  });
  await page.goto('/character/42');
  await expect(page.locator('[data-area="character"] [data-param="id"]')).toHaveText('42');
  const registry = await (await page.request.get('/remotes.json')).json();
  const characterPort = new URL(registry.areas.character.stable.manifest).port;
  expect(manifests).toEqual([characterPort]);
});

test('the home page hides the top bar; other pages show it', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.shell-top-bar')).toHaveCount(0);
  await page.getByRole('link', { name: 'Build a character' }).click();
  await expect(page.locator('.shell-top-bar')).toBeVisible();
});
