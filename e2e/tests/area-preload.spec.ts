// A direct visit of an area's page without the chain of round trips: the product server writes the start-up
// documents and the preloads of the area's manifest, entry and first chunks into the page (platform's
// area-page-head.ts), and the page uses them instead of asking again.
import type { Page, Request } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectAreaShown } from '../support/areas';
import { declineConsentUpFront } from '../support/menu';
import { servedRegistry } from '../support/registry';

test.beforeEach(async ({ page }) => declineConsentUpFront(page));

/** Every request the page makes, in order. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

interface Timing {
  name: string;
  startTime: number;
  initiatorType: string;
}

const timings = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => {
      const r = e as PerformanceResourceTiming;
      return { name: r.name, startTime: r.startTime, initiatorType: r.initiatorType };
    }),
  ) as Promise<Timing[]>;

test("a direct visit of /builder loads the area's manifest, entry and first chunks once, beside the shell", async ({
  page,
  baseURL,
}) => {
  const manifestUrl = (await servedRegistry(page)).areas.builder!.stable.manifest;
  const remote = new URL('.', manifestUrl).href;
  const requests = recordRequests(page);
  await page.goto('/builder');
  await expectAreaShown(page, 'builder');
  // What the page asked for to show the area (later, the page's links to areas fetch the manifests they
  // name, this one included, to be ready for a click: preload-areas.ts).
  const urls = requests.map((r) => r.url());
  // The start-up documents came with the page.
  expect(urls.filter((u) => /\/(remotes|config)\.json$/.test(u))).toEqual([]);
  // The area's manifest and entry: requested once each, by the page's preloads, and used.
  expect(urls.filter((u) => u === manifestUrl)).toHaveLength(1);
  expect(urls.filter((u) => u === `${remote}remoteEntry.js`)).toHaveLength(1);
  const preloaded = await page
    .locator('head link[rel="preload"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(preloaded).toContain(manifestUrl);
  expect(preloaded.filter((u) => u.includes('/static/js/async/')).length).toBeGreaterThan(0);
  for (const href of preloaded)
    expect(
      urls.filter((u) => u === href),
      href,
    ).toHaveLength(1);

  // They start before the shell's code issues its first request (its own start-up chunk): the shell's main
  // script had not even run yet.
  const all = await timings(page);
  const shellChunks = all.filter((t) => t.name.startsWith(`${baseURL}/static/js/async/`));
  expect(shellChunks.length).toBeGreaterThan(0);
  const shellFirst = Math.min(...shellChunks.map((t) => t.startTime));
  for (const url of [manifestUrl, `${remote}remoteEntry.js`]) {
    const timing = all.find((t) => t.name === url)!;
    expect(timing.initiatorType, url).toBe('link');
    expect(timing.startTime, url).toBeLessThan(shellFirst);
  }
});

test("the shell's own pages keep their prerendered HTML, without carried documents", async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('script[type="application/json"]').count()).toBe(0);
  await expect.poll(() => requests.some((r) => r.url().endsWith('/remotes.json'))).toBe(true);
});
