// Route ownership: the shell renders its own pages and its 404; every path under an area's prefixes goes to
// that area, which matches its own routes, parses their parameters and shows its own not-found page. The
// areas are probe remotes here, so no real page's markup is read.
import { buildPath, routeTable } from '@duality/platform';
import { declineConsentUpFront } from '../../support/menu';
import { expect, probeIn, probeManifest, test, useProbes } from '../../support/probes';

test.beforeEach(async ({ page, probeServer }) => {
  await declineConsentUpFront(page);
  await useProbes(page, probeServer);
});

const sampleParams = { id: 42, invite: 'join the party' };

for (const route of routeTable) {
  const path = 'params' in route ? buildPath(route.path, sampleParams) : route.path;
  test(`${path} is served by ${route.owner}, titled "${route.title}"`, async ({ page }) => {
    await page.goto(path);
    if (route.owner === 'shell') {
      await expect(page.locator('main h1').first()).toHaveText(
        route.title === 'Home' ? 'Duality' : route.title,
      );
      await expect(page.locator('[data-area-outlet]')).toHaveCount(0);
    } else {
      const probe = probeIn(page, route.owner);
      await expect(probe.locator('[data-probe-route]')).toHaveText(route.path);
      // Parameters reach the page parsed by kind: a numeric id is a number, text is decoded.
      const expected =
        'params' in route
          ? Object.fromEntries(
              Object.keys(route.params).map((k) => [k, sampleParams[k as keyof typeof sampleParams]]),
            )
          : {};
      expect(JSON.parse((await probe.locator('[data-probe-params]').textContent()) ?? '')).toEqual(expected);
    }
    await expect(page).toHaveTitle(`${route.title} | Duality`);
  });
}

test('an unknown path outside every area shows the shell\'s "Page Not Found: /nope"', async ({ page }) => {
  await page.goto('/nope');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('Page Not Found: /nope')).toBeVisible();
  await expect(page.locator('[data-area-outlet]')).toHaveCount(0);
  await expect(page.locator('.shell-footer')).toBeVisible();
  await expect(page).toHaveTitle('404 Page Not Found | Duality');
});

for (const [path, area] of [
  ['/character/not-a-number', 'character'],
  ['/character/42/nothing-here', 'character'],
  ['/auth/unknown', 'account'],
  ['/campaign/invite', 'campaign'],
] as const) {
  test(`${path} is the ${area} area's own not-found page, with the same look`, async ({ page }) => {
    await page.goto(path);
    const outlet = page.locator(`[data-area-outlet="${area}"]`);
    await expect(outlet.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(outlet.getByText(`Page Not Found: ${path}`)).toBeVisible();
    await expect(outlet.locator('.dh-status-page')).toHaveCount(1);
    await expect(page).toHaveTitle('404 Page Not Found | Duality');
  });
}

test('a deep link such as /character/42 loads only the character area', async ({ page, probeServer }) => {
  const manifests: string[] = [];
  const areaScripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('mf-manifest.json')) manifests.push(r.url());
    if (r.resourceType() === 'script' && r.url().startsWith(probeServer.url)) areaScripts.push(r.url());
  });
  await page.goto('/character/42');
  await expect(probeIn(page, 'character').locator('[data-probe-params]')).toHaveText('{"id":42}');
  expect(manifests).toContain(probeManifest(probeServer, 'character'));
  // A visible link to another area (the top bar's Log In) may fetch that area's manifest ahead of a click;
  // no other area's code is loaded.
  expect(areaScripts.length).toBeGreaterThan(0);
  const characterCode = new URL('character/', probeServer.url).href;
  expect(areaScripts.filter((url) => !url.startsWith(characterCode))).toEqual([]);
});

test('the home page hides the top bar; other pages show it', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.shell-top-bar')).toHaveCount(0);
  await page.getByRole('link', { name: 'Build a character' }).click();
  await expect(page.locator('.shell-top-bar')).toBeVisible();
});
