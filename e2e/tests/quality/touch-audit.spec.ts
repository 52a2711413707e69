// Every page, as a player's thumb meets it: at 360x740 (a phone), 1024x768 and 1280x800 (tablets), all
// with touch, signed in with a character, a campaign with a player in it and a homebrew record, and signed out
// for the pages a visitor sees. On each page: no control under 44x44 px (links inside running text excepted,
// as WCAG does), no text field or select under 16 px, no select drawn as the browser's widget, nothing that
// scrolls sideways, and nothing serious or critical for axe. Every finding is listed with its page, so one
// failure says everything there is to fix, and the page with findings is kept as a full-page screenshot in the
// test's output folder (E2E_SCREENSHOTS=1 keeps every page's, to look at them all as a player does: a full-page
// PNG of each of 48 pages is seconds of the run's CPU).
import { axeScan } from '../../support/axe';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { invokeFunction } from '@duality/supabase';
import { z } from 'zod';
import { newAccount, signUpQuickly } from '../../support/account';
import { apiAs, createCharacter, signUpApi } from '../../support/api';
import { LEVEL_ONE } from '../../support/character';
import { createCampaignApi, joinWithNewCharacter } from '../../support/campaign-api';
import { fullDocuments, insertHomebrew } from '../../support/homebrew';
import { declineConsentUpFront } from '../../support/menu';
import { auditTouch } from '../../support/touch-audit';

const SIZES = [
  { name: 'phone', viewport: { width: 360, height: 740 }, isMobile: true },
  { name: 'small-tablet', viewport: { width: 1024, height: 768 }, isMobile: false },
  { name: 'tablet', viewport: { width: 1280, height: 800 }, isMobile: false },
] as const;

async function openPage(browser: Browser, size: (typeof SIZES)[number]): Promise<Page> {
  const context = await browser.newContext({
    viewport: size.viewport,
    hasTouch: true,
    isMobile: size.isMobile,
  });
  const page = await context.newPage();
  await declineConsentUpFront(page);
  return page;
}

/** The page's findings, or nothing when it passes; waits until the page has loaded what it shows. */
async function audit(page: Page, path: string, shot: string, shows?: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|Checking|Counting)/ })).toHaveCount(0);
  // What the page draws after its first answer (a homebrew card's author), seen before the audit.
  if (shows) await expect(page.getByText(shows).first()).toBeVisible();
  const touch = await auditTouch(page);
  const axe = await axeScan(page).analyze();
  const findings = [
    ...touch.small.map((s) => `under 44x44: ${s}`),
    ...touch.smallText.map((s) => `text under 16 px: ${s}`),
    ...touch.nativeSelects.map((s) => `browser's select: ${s}`),
    ...(touch.sideways > 0 ? [`scrolls sideways by ${touch.sideways} px`] : []),
    ...axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `axe ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ];
  if (findings.length > 0 || process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: shot, fullPage: true });
  return findings;
}

for (const size of SIZES) {
  test(`every page on a ${size.name} (${size.viewport.width}x${size.viewport.height}, touch): thumb-sized, 16 px text, nothing sideways, axe clean`, async ({
    browser,
  }, info) => {
    // A page's screenshot (in the test's output folder): each page with findings, or every page.
    const shotOf = (path: string) =>
      info.outputPath(`${size.name}${path.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || '-home'}.png`);
    test.setTimeout(240_000);
    const account = newAccount('Auditor');
    const page = await openPage(browser, size);
    await signUpQuickly(page, account);
    const api = await apiAs(account);
    const characterId = await createCharacter(api, { ...LEVEL_ONE.warrior, name: 'Audit Brakka' });
    const campaignId = await createCampaignApi(api, 'Audit Keep');
    const player = (await signUpApi(newAccount('Auditplayer'))).client;
    await joinWithNewCharacter(api, player, campaignId, 'Audit Wren');
    const recordId = await insertHomebrew(api, 'items', 'Audit Rope', fullDocuments().items);
    // A public record of another player, bookmarked: the collection shows a card of each origin ("by you",
    // "by Auditplayer").
    const lantern = await insertHomebrew(player, 'items', 'Audit Lantern', fullDocuments().items);
    const me = (await api.auth.getUser()).data.user?.id ?? '';
    const bookmarked = await api
      .from('user_profiles')
      .update({ items: [lantern] })
      .eq('user_id', me);
    expect(bookmarked.error).toBeNull();
    const { invite } = await invokeFunction(
      api,
      'generate-campaign-invite',
      { campaignId },
      z.object({ invite: z.string() }),
    );

    const signedIn = [
      '/',
      '/character',
      `/character/${characterId}`,
      `/character/edit/${characterId}`,
      `/character/level-up/${characterId}`,
      `/character/print/${characterId}`,
      '/builder',
      '/builder/class',
      // The review lists what is still missing as links to the steps (a fresh draft misses everything).
      '/builder/review',
      '/campaign',
      `/campaign/${campaignId}`,
      `/campaign/invite/${invite}`,
      '/homebrew',
      '/homebrew/collection',
      '/homebrew/new/items',
      `/homebrew/edit/items/${recordId}`,
      '/user-profile',
      '/about',
      '/terms-of-use',
      '/privacy-policy',
      '/dev',
    ];
    const findings: Record<string, string[]> = {};
    // The other player's public lantern names its author on browse and in the collection.
    const shows: Record<string, string> = {
      '/homebrew': 'by Auditplayer',
      '/homebrew/collection': 'by Auditplayer',
    };
    for (const path of signedIn) {
      const found = await audit(page, path, shotOf(path), shows[path]);
      if (found.length > 0) findings[path] = found;
    }
    const visitor = await openPage(browser, size);
    for (const path of [
      '/',
      '/auth/login',
      '/auth/signup',
      '/auth/forgot-password',
      `/campaign/invite/${invite}`,
    ]) {
      const found = await audit(visitor, path, shotOf(`${path}-visitor`));
      if (found.length > 0) findings[`${path} (signed out)`] = found;
    }
    const count = Object.values(findings).reduce((n, f) => n + f.length, 0);
    console.log(`${size.name}: ${signedIn.length + 5} pages, ${count} findings`);
    expect(findings).toEqual({});
  });
}
