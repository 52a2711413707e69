// Waiting for a page to settle on a condition instead of a fixed sleep: for tests that check something did
// NOT happen (a hostile payload ran, an element fired its onload or onerror), the page must first have had
// its chance to do it.
import type { Page } from '@playwright/test';

/**
 * Resolves once the page has drawn two more frames (autofocus and layout work run in a frame) and has then
 * run the error event of an image that cannot be decoded, queued behind whatever the drawn content queued:
 * by then an element that was going to fire onload or onerror has fired, and a request it made has been sent.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const probe = new Image();
            probe.onload = probe.onerror = () => done();
            probe.src = 'data:image/gif;base64,AA==';
          }),
        );
      }),
  );
}
