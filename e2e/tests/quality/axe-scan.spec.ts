// The accessibility scan every spec uses (support/axe.ts) scans a page's frames of its own origin and refuses a
// page with a frame of another origin instead of leaving that frame unscanned. Pages of made-up origins.
import { expect, test, type Page } from '@playwright/test';
import { axeScan } from '../../support/axe';

/** Serves `html` at `url` to this page only. */
const serve = (page: Page, url: string, html: string) =>
  page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: `<html lang="en">${html}` }));

test('the accessibility scan checks frames of the page origin and refuses a frame of another', async ({
  page,
}) => {
  await serve(
    page,
    'http://a.test/',
    '<title>A</title><main><h1>A</h1><iframe src="http://a.test/inner"></iframe></main>',
  );
  await serve(page, 'http://a.test/inner', '<title>Inner</title><img src="x.png">');
  await serve(page, 'http://b.test/', '<title>B</title><p>b</p>');
  await page.goto('http://a.test/');
  await expect.poll(() => page.frames()[1]?.url()).toBe('http://a.test/inner');
  // The frame without a title and its image without a text alternative are both found.
  const found = (await axeScan(page).analyze()).violations.map((v) => v.id).sort();
  expect(found).toEqual(['frame-title', 'image-alt']);

  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'Another site';
    frame.src = 'http://b.test/';
    document.body.append(frame);
  });
  await expect.poll(() => page.frames()[2]?.url()).toBe('http://b.test/');
  await expect(axeScan(page).analyze()).rejects.toThrow(
    'axe here scans frames of http://a.test only; this page has http://b.test/',
  );
});
