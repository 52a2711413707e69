// Hostile markdown typed into an editor: the live preview draws each payload as a description with the same
// safe renderer the browse page, the builder and the sheet use, and nothing executes (no dialog, no flag, no
// request to the payloads' host, no page error), nothing crashes (the editor and its preview stay), and no
// element or attribute a payload names reaches the page.
import { expect, test } from '@playwright/test';
import { hostilePayloads, newAuthor, watchForExecution } from '../../support/homebrew';
import { logInAs, openNewEditor } from '../../support/homebrew-editor';
import { declineConsentUpFront } from '../../support/menu';
import { pageSettled } from '@duality/test-support/settle';

const FORBIDDEN =
  '.hb-editor__preview :is(script, iframe, object, embed, img, svg, math, style, link, meta, form, video, audio, marquee), .hb-editor__preview [style], .hb-editor__preview [onerror], .hb-editor__preview [onload], .hb-editor__preview [onclick], .hb-editor__preview a[href^="javascript" i], .hb-editor__preview a[href^="data" i]';

test.beforeEach(async ({ page }) => declineConsentUpFront(page));

test('every hostile payload typed into an item description is previewed inert, and the editor keeps working', async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect(hostilePayloads.length).toBeGreaterThanOrEqual(50);
  const { account } = await newAuthor('Hostile Editor');
  await logInAs(page, account);
  const watch = watchForExecution(page);
  const form = await openNewEditor(page, 'items');
  const preview = page.getByRole('region', { name: 'Preview' });
  await form.getByLabel('Name', { exact: true }).first().fill('Cursed Scroll');
  await form.getByLabel('Description', { exact: true }).first().fill('A *plain* start.');
  await expect(preview.locator('.dh-markdown em')).toHaveText('plain'); // the renderer is drawing
  for (const payload of hostilePayloads) {
    await form.getByLabel('Description', { exact: true }).first().fill(payload);
    await expect(preview.getByRole('heading', { name: 'Cursed Scroll' })).toBeVisible();
  }
  await pageSettled(page); // let anything that was going to fire (onload, onerror) fire
  expect(await watch.flagSet()).toBe(false);
  expect(watch.events).toEqual([]);
  expect(await page.locator(FORBIDDEN).count()).toBe(0);
  await expect(form.getByRole('button', { name: 'Create item' })).toBeEnabled();
});
