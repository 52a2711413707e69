// What a visitor does in the page benchmarks, on either build: open a route cold (the first visit), or open
// `/` and click into an area not loaded yet (the first navigation). Each journey records the JavaScript and
// CSS it loaded and, read by the caller, the page's paint metrics and the click-to-area-visible time.
import type { Page } from 'playwright-core';
import {
  clickToVisibleMs,
  readMetrics,
  throttle,
  watchClickToVisible,
  type PageMetrics,
  type Profile,
} from './page-metrics';
import { recordCode, type ScriptBytes } from './script-bytes';
import type { BuildName, Site } from './site';

export interface RouteJourney {
  name: string;
  path: (site: Site) => string;
  /** Members only: the visitor starts signed in. */
  signedIn: boolean;
  /** Matches once the page shows its content. */
  ready: string;
  /** A first visit: no consent decision stored, so the page asks for one. */
  firstVisit?: boolean;
}

export interface NavigationJourney {
  area: string;
  /** The link on `/` that leads into the area. */
  link: string;
  signedIn: boolean;
  /** Matches once the area shows its page. */
  ready: string;
}

const areaHeading = (area: string) => `[data-area-root="${area}"] h1`;

/** The very first visit of `/`: nothing stored, the consent choice is asked (its own byte and LCP budgets). */
export const firstVisitHome: RouteJourney = {
  name: '/ (consent asked)',
  path: () => '/',
  signedIn: false,
  ready: 'main h1',
  firstVisit: true,
};

export const routeJourneys: readonly RouteJourney[] = [
  { name: '/', path: () => '/', signedIn: false, ready: 'main h1' },
  firstVisitHome,
  { name: '/builder', path: () => '/builder', signedIn: false, ready: areaHeading('builder') },
  {
    name: '/character/{id}',
    path: (site) => `/character/${site.member.characterId}`,
    signedIn: true,
    ready: `[data-area-root="character"] .sheet-header h1`,
  },
  {
    name: '/campaign/{id}',
    path: (site) => `/campaign/${site.member.campaignId}`,
    signedIn: true,
    ready: areaHeading('campaign'),
  },
  { name: '/homebrew', path: () => '/homebrew', signedIn: false, ready: areaHeading('homebrew') },
];

export const navigationJourneys: readonly NavigationJourney[] = [
  { area: 'builder', link: 'Build a character', signedIn: false, ready: areaHeading('builder') },
  { area: 'character', link: 'Your characters', signedIn: true, ready: areaHeading('character') },
  { area: 'campaign', link: 'Your campaigns', signedIn: true, ready: areaHeading('campaign') },
  { area: 'homebrew', link: 'Browse homebrew', signedIn: false, ready: areaHeading('homebrew') },
  { area: 'account', link: 'Log in', signedIn: false, ready: areaHeading('account') },
];

const timeoutMs = 90_000;

export interface VisitResult {
  code: ScriptBytes[];
  metrics: PageMetrics;
}

/** A cold first visit of the route: the code it loaded until the network was quiet, and its metrics. */
export async function visitRoute(
  site: Site,
  build: BuildName,
  route: RouteJourney,
  profile: Profile,
  { brotli = true } = {},
): Promise<VisitResult> {
  const context = await site.newVisitor({ signedIn: route.signedIn, consentDecided: !route.firstVisit });
  try {
    const page = await context.newPage();
    watchNetwork(page);
    await throttle(context, page, profile);
    const code = recordCode(page, { brotli });
    await page.goto(new URL(route.path(site), site.url[build]).href, { timeout: timeoutMs });
    await settle(page, route.ready);
    return { metrics: await readMetrics(page), code: await code() };
  } finally {
    await context.close();
  }
}

export interface NavigationResult {
  /** The code loaded after the click. */
  code: ScriptBytes[];
  clickToVisibleMs: number;
  /** The metrics of the load of `/` before the click. */
  home: PageMetrics;
}

/** A cold visit of `/`, then a click on the link into the area: what the click loaded and how long it took. */
export async function navigateInto(
  site: Site,
  build: BuildName,
  nav: NavigationJourney,
  profile: Profile,
  { brotli = true } = {},
): Promise<NavigationResult> {
  const context = await site.newVisitor({ signedIn: nav.signedIn });
  try {
    const page = await context.newPage();
    watchNetwork(page);
    await throttle(context, page, profile);
    await page.goto(site.url[build], { timeout: timeoutMs });
    await settle(page, 'main h1');
    const home = await readMetrics(page);
    const link = page.getByRole('link', { name: nav.link, exact: true });
    await link.waitFor({ timeout: timeoutMs });
    const code = recordCode(page, { brotli });
    await watchClickToVisible(page, nav.ready);
    await link.click();
    await settle(page, nav.ready);
    return { code: await code(), clickToVisibleMs: await clickToVisibleMs(page), home };
  } finally {
    await context.close();
  }
}

export interface SequenceResult {
  /** The metrics of the load of `/` before the first click. */
  home: PageMetrics;
  /** Click-to-area-visible per area. */
  clickToVisibleMs: Record<string, number>;
}

/**
 * A cold visit of `/`, then one area after another: a click on its link (the area not loaded yet), timed
 * to its page, and back to `/` in the page's history. All of `navs` share one sign-in state. Only the
 * timings are kept: an area's bytes are measured by `navigateInto`, from a fresh `/`, since here it may
 * find shared modules already loaded by the areas before it.
 */
export async function navigateInTurn(
  site: Site,
  build: BuildName,
  navs: readonly NavigationJourney[],
  profile: Profile,
): Promise<SequenceResult> {
  const context = await site.newVisitor({ signedIn: navs[0]!.signedIn });
  try {
    const page = await context.newPage();
    watchNetwork(page);
    await throttle(context, page, profile);
    await page.goto(site.url[build], { timeout: timeoutMs });
    await settle(page, 'main h1');
    const home = await readMetrics(page);
    const clicks: Record<string, number> = {};
    for (const [i, nav] of navs.entries()) {
      if (nav.signedIn !== navs[0]!.signedIn)
        throw new Error('navigateInTurn: one sign-in state per sequence');
      if (i > 0) await page.goBack({ timeout: timeoutMs });
      const link = page.getByRole('link', { name: nav.link, exact: true });
      await link.waitFor({ timeout: timeoutMs });
      await watchClickToVisible(page, nav.ready);
      await link.click();
      await settle(page, nav.ready);
      clicks[nav.area] = await clickToVisibleMs(page);
    }
    return { home, clickToVisibleMs: clicks };
  } finally {
    await context.close();
  }
}

/**
 * Waits for the page's content, then for the network to be quiet: no request in flight for 500 ms (lazy
 * parts and data included). Playwright's 'networkidle' load state cannot serve here: it is reached once per
 * document, and a click in a single-page app loads more without a new document.
 */
async function settle(page: Page, ready: string): Promise<void> {
  await page.locator(ready).first().waitFor({ timeout: timeoutMs });
  const quiet = quietNetwork.get(page);
  if (!quiet) throw new Error('settle() on a page that is not watched: call watchNetwork first');
  await quiet(500);
}

const quietNetwork = new WeakMap<Page, (quietMs: number) => Promise<void>>();

/** Counts the page's requests in flight, so `settle` can wait for a quiet network. */
function watchNetwork(page: Page): void {
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('request', () => {
    inFlight++;
    lastChange = Date.now();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  quietNetwork.set(page, async (quietMs) => {
    const end = Date.now() + timeoutMs;
    while (inFlight > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > end) throw new Error(`${page.url()}: the network never went quiet`);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
}
