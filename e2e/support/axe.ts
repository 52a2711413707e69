// The automated accessibility check (axe-core) as every spec runs it.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** A frame of the page's own origin (or a blank one, which has none): axe scans it from the page. */
function sameOrigin(url: string, origin: string): boolean {
  return url === '' || url.startsWith('about:') || new URL(url).origin === origin;
}

/**
 * axe in the page itself: it runs in every frame of the page's origin and reports from there. Axe's default
 * mode also reaches frames of other origins, by running in each frame and merging the results in a blank page
 * it opens for every scan: a renderer process of its own, about 0.3 core-s a scan on top of the scan (0.55 to
 * 0.9 against 0.26 to 0.47 core-s on four pages of ours, docs/test-suite-time.md). The product draws no frame of
 * another origin; a page that has one is refused with its address rather than left unscanned.
 */
class PageAxe extends AxeBuilder {
  constructor(private readonly scanned: Page) {
    super({ page: scanned });
    this.setLegacyMode(true);
  }

  override async analyze(): ReturnType<AxeBuilder['analyze']> {
    const origin = new URL(this.scanned.url()).origin;
    const foreign = this.scanned
      .frames()
      .map((frame) => frame.url())
      .filter((url) => !sameOrigin(url, origin));
    if (foreign.length > 0)
      throw new Error(`axe here scans frames of ${origin} only; this page has ${foreign.join(', ')}`);
    return super.analyze();
  }
}

/** An axe scan of `page` (chain include, options and the rest as on AxeBuilder, then analyze). */
export function axeScan(page: Page): AxeBuilder {
  return new PageAxe(page);
}
