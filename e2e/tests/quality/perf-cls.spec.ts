// Nothing moves while an area's page loads: a cold visit (fresh browser, empty cache) of the character sheet,
// the builder and a campaign's dashboard (with a character, and empty) on a 360x740 phone, signed in, keeps its cumulative layout shift
// within the budget (0.02, bench/budgets.json): the frame is prerendered, and the area reserves its space
// while its code, its styles and its data arrive. A failure prints every shift and the elements it moved.
import { expect, test, type Page } from '@playwright/test';
import { newAccount } from '../../support/account';
import { createCharacter, productBackend, signUpApi } from '../../support/api';
import { LEVEL_FIVE } from '../../support/character';
import { declineConsentUpFront } from '../../support/menu';
import { playedCampaign } from '../../support/reliability-campaign';
import { describeShifts, readShifts, recordShiftSources, storeSession } from '../../support/perf-cls';

const BUDGET = 0.02;

test.use({ viewport: { width: 360, height: 740 } });

/** A cold page signed in with `session` (stored before the first document loads), recording its shifts. */
async function coldVisitAs(page: Page, backendUrl: string, session: unknown) {
  await declineConsentUpFront(page);
  await storeSession(page, backendUrl, session);
  await recordShiftSources(page);
}

/** A new account, signed in in this cold page. */
async function signedIn(page: Page, name: string) {
  const backend = await productBackend();
  const { client, session } = await signUpApi(newAccount(name), backend);
  await coldVisitAs(page, backend.url, session);
  return { client, backend };
}

async function expectStill(page: Page) {
  const report = await readShifts(page);
  // The measurement is printed and kept with the test's result (the JSON report), pass or fail.
  test.info().annotations.push({ type: 'layout shifts', description: describeShifts(report) });
  console.log(`${test.info().title}: ${describeShifts(report)}`);
  expect(report.cls, describeShifts(report)).toBeLessThanOrEqual(BUDGET);
}

test('the character sheet loads without moving', async ({ page }) => {
  const { client } = await signedIn(page, 'Steady Player');
  const id = await createCharacter(client, LEVEL_FIVE.warrior);
  await page.goto(`/character/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: LEVEL_FIVE.warrior.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Weapons' })).toBeVisible();
  await expectStill(page);
});

test('the builder loads without moving', async ({ page }) => {
  await signedIn(page, 'Steady Builder');
  await page.goto('/builder');
  await expect(page.locator('.builder-step input[type="radio"]').first()).toBeVisible();
  await expectStill(page);
});

test("a campaign's dashboard loads without moving", async ({ page }) => {
  const backend = await productBackend();
  const table = await playedCampaign(backend, 'Steady Table');
  await coldVisitAs(page, backend.url, table.gmSession);

  await page.goto(`/campaign/${table.campaignId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Steady Table' })).toBeVisible();
  await expect(page.getByText(table.characterName).first()).toBeVisible();
  await expectStill(page);
});

test("a campaign's dashboard with no character yet loads without moving", async ({ page }) => {
  const { client: gm } = await signedIn(page, 'Steady Host');
  const { data: campaign, error } = await gm
    .from('campaigns')
    .insert({ name: 'Empty Table' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);

  await page.goto(`/campaign/${campaign.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Empty Table' })).toBeVisible();
  await expect(page.getByText('No character has joined yet.')).toBeVisible();
  await expectStill(page);
});
