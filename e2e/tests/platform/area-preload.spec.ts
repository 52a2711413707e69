// A direct visit of an area's page without the chain of round trips: the product server writes the start-up
// documents and the preloads of the area's manifest, entry and first chunks into the page (platform's
// area-page-head.ts), and the page uses them instead of asking again.
import type { Page, Request } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectAreaShown } from '../../support/areas';
import { declineConsentUpFront } from '../../support/menu';
import { servedRegistry } from '../../support/registry';

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

/** The preloads of the page (head and body), by the URL they name. */
const preloads = (page: Page) =>
  page.locator('link[rel="preload"]').evaluateAll((links) =>
    links.map((l) => ({
      href: (l as HTMLLinkElement).href,
      as: l.getAttribute('as'),
      inHead: !!l.closest('head'),
    })),
  );

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
  const preloaded = (await preloads(page)).filter((p) => p.inHead).map((p) => p.href);
  expect(preloaded).toContain(manifestUrl);
  expect(preloaded.filter((u) => u.includes('/static/js/async/')).length).toBeGreaterThan(0);
  for (const href of preloaded)
    expect(
      urls.filter((u) => u === href),
      href,
    ).toHaveLength(1);

  // They start before the shell's code issues a request of its own (one that no preload asked for first):
  // the shell's main script had not even run yet.
  const all = await timings(page);
  const shellAsked = all.filter(
    (t) => t.name.startsWith(`${baseURL}/static/js/async/`) && t.initiatorType !== 'link',
  );
  expect(shellAsked.length).toBeGreaterThan(0);
  const shellFirst = Math.min(...shellAsked.map((t) => t.startTime));
  for (const url of [manifestUrl, `${remote}remoteEntry.js`]) {
    const timing = all.find((t) => t.name === url)!;
    expect(timing.initiatorType, url).toBe('link');
    expect(timing.startTime, url).toBeLessThan(shellFirst);
  }
});

// The shell's own start-up (its start-up chunk, the shared modules it provides, the areas' orchestration) and,
// for the areas whose pages take it at once, the game content: preloaded at the end of the page's body, each
// asked for once and used by the page. A preload the page never uses costs a phone its bandwidth; Chromium
// says so in the console a few seconds after the load event, which this test waits for.
test("a direct visit of an area's page asks for the shell's start-up files once, by preloads it uses", async ({
  page,
  baseURL,
}) => {
  // The shell build's list (served beside its files), and the game content's files in it.
  const boot = (await (await page.request.get('/area-boot.json')).json()) as {
    js: string[];
    onDemand: Record<string, { js: string[] }>;
  };
  const contentFiles = boot.onDemand['@duality/rules/content']!.js;
  expect(contentFiles.length).toBeGreaterThan(0);
  const unused: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) unused.push(message.text());
  });
  // The builder first, with every file of the list and the content (a file the page already holds is not
  // reported, used or not); the homebrew pages, which take no content at once, only for the list.
  for (const { path, area, content } of [
    { path: '/builder', area: 'builder', content: true },
    { path: '/homebrew', area: 'homebrew', content: false },
  ] as const) {
    const requests = recordRequests(page);
    await page.goto(path);
    await expectAreaShown(page, area);
    const shellPreloads = (await preloads(page)).filter((p) => !p.inHead);
    expect(shellPreloads.map((p) => p.href)).toEqual(
      [...boot.js, ...(content ? contentFiles : [])].map((file) => `${baseURL}/${file}`),
    );
    for (const { href, as } of shellPreloads) expect(as, href).toBe('script');
    if (content) await noPreloadLeftUnused(page, unused, path);
    const urls = requests.map((r) => r.url());
    for (const { href } of shellPreloads)
      expect(
        urls.filter((u) => u === href),
        href,
      ).toHaveLength(1);
  }
});

/** Waits until Chromium would have reported a preload not used (about 3 s after the load event). */
async function noPreloadLeftUnused(page: Page, unused: string[], path: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            .loadEventEnd;
          return loaded > 0 ? performance.now() - loaded : 0;
        }),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(4_000);
  expect(unused, path).toEqual([]);
}

test("the shell's own pages keep their prerendered HTML, without carried documents", async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('script[type="application/json"]').count()).toBe(0);
  await expect.poll(() => requests.some((r) => r.url().endsWith('/remotes.json'))).toBe(true);
});
