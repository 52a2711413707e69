// A consented visitor's invite link never reaches the tag manager: the shell does not load the tag script
// while the URL holds the invite, and the page views it pushes carry a redacted path. The stand-in tag script
// reports every page view the dataLayer offers to the tag host, as a real tag would.
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { newAccount, signUp } from '../../support/account';
import { expectAreaShown } from '../../support/areas';
import { goViaMenu } from '../../support/menu';
import { fetchStartupDocuments } from '../../support/startup-documents';

const tagHost = 'https://www.googletagmanager.com';
const token = 'e2e-invite-s3cret-0123456789';

/** Tag-host requests; config with a tag id; a tag script that reports the dataLayer's page views. */
async function withReportingTag(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await fetchStartupDocuments(page);
  await page.route('**/config.json', async (route) => {
    const served = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({
      json: { ...served, tagManagerId: 'GTM-TEST1', tagManagerUrl: `${tagHost}/gtm.js` },
    });
  });
  const tag = `
    const reported = new Set();
    const report = () => {
      for (const entry of window.dataLayer) {
        if (entry && entry.event === 'virtual_page_view' && !reported.has(entry)) {
          reported.add(entry);
          fetch('${tagHost}/collect?dl=' + encodeURIComponent(entry.page_location), { mode: 'no-cors' });
        }
      }
    };
    const push = window.dataLayer.push.bind(window.dataLayer);
    window.dataLayer.push = (...entries) => { const n = push(...entries); report(); return n; };
    report();`;
  await page.route(`${tagHost}/**`, (route) => {
    requested.push(route.request().url());
    if (route.request().url().includes('/gtm.js')) {
      return route.fulfill({ contentType: 'text/javascript', body: tag });
    }
    return route.fulfill({ status: 204, body: '' });
  });
  await page.addInitScript(() => {
    window.localStorage.setItem('duality.consent', JSON.stringify({ consentGranted: true, on: Date.now() }));
  });
  return requested;
}

const collected = (requested: string[]) =>
  requested
    .filter((url) => url.startsWith(`${tagHost}/collect`))
    .map((url) => new URL(url).searchParams.get('dl'));

test('a signed-in, consented visitor opening an invite link sends the tag host nothing with the token', async ({
  page,
}) => {
  const requested = await withReportingTag(page);
  await signUp(page, newAccount('Ivo'));
  // The sign-up page's view and then the character list's: both reported before the count starts again (a
  // busy machine can report the second after the first has been seen).
  await expect(page).toHaveURL(/\/character$/);
  await expect.poll(() => collected(requested)).toContain(`${new URL(page.url()).origin}/character`);
  requested.length = 0;

  await page.goto(`/campaign/invite/${token}`);
  await expect(page).toHaveURL(new RegExp(`/campaign/invite/${token}$`));
  await expectAreaShown(page, 'campaign');
  expect(requested).toEqual([]);
  // The tag manager's code loads after the page (on the grant) and then pushes, in one go, what it has to say
  // for this page and the consent update: read the dataLayer once that update is in it.
  const dataLayer = () =>
    page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer) ?? '');
  await expect.poll(dataLayer).toContain('"1":"update"');
  expect(await dataLayer()).not.toContain(token);

  await goViaMenu(page, 'About');
  await expect.poll(() => collected(requested)).toContain(`${new URL(page.url()).origin}/about`);
  expect(requested.filter((url) => url.includes(token))).toEqual([]);
});

test('a signed-out, consented visitor opening an invite link loads no tag until they leave the page', async ({
  page,
}) => {
  const requested = await withReportingTag(page);
  await page.goto(`/campaign/invite/${token}`);
  await expectAreaShown(page, 'campaign');
  expect(requested).toEqual([]);
  await goViaMenu(page, 'About');
  await expect.poll(() => collected(requested).length).toBeGreaterThan(0);
  expect(requested.filter((url) => url.includes(token) || decodeURIComponent(url).includes(token))).toEqual(
    [],
  );
});
