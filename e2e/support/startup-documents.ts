// A page on an area's path carries the start-up documents (/remotes.json, /config.json) in its HTML, so it
// does not fetch them (platform's area-page-head.ts). A test that serves its page other documents (a registry
// pointing at probes, a config naming another backend) makes the page fetch them, as a page without carried
// documents does (a static host), so the test's own answer is the one the page reads.
import type { Page } from '@playwright/test';

const pagesFetching = new WeakSet<Page>();

/**
 * Drops the carried documents from every page this one loads, once its HTML is parsed and before its
 * deferred entry script runs ("interactive" comes first). The HTML itself is the server's: a page fulfilled
 * by the test would lose its address space, and the browser would refuse it the loopback remotes.
 */
export async function fetchStartupDocuments(page: Page): Promise<void> {
  if (pagesFetching.has(page)) return;
  pagesFetching.add(page);
  await page.addInitScript(() => {
    document.addEventListener(
      'readystatechange',
      () => {
        for (const block of document.querySelectorAll('script[type="application/json"][id$=".json"]'))
          block.remove();
      },
      { once: true },
    );
  });
}
