// A page on an area's path carries the start-up documents (/remotes.json, /config.json) in its HTML, so it
// does not fetch them (platform's area-page-head.ts). A test that serves its page other documents (a registry
// pointing at probes, a config naming another backend) makes the page fetch them, as a page without carried
// documents does (a static host), so the test's own answer is the one the page reads.
import type { Page } from '@playwright/test';
import { areaOwning } from '@duality/platform';

const carriedDocument = /<script type="application\/json" id="\/(?:remotes|config)\.json">.*?<\/script>/gs;
const pagesFetching = new WeakSet<Page>();

/** This page's HTML, on an area's path, without the carried start-up documents. */
export async function fetchStartupDocuments(page: Page): Promise<void> {
  if (pagesFetching.has(page)) return;
  pagesFetching.add(page);
  await page.route(
    (url) => areaOwning(url.pathname) !== null,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      const body = (await response.text()).replace(carriedDocument, '');
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
}
