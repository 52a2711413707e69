// The sheet at the table (rolls, damage and the undo) on a phone and a desktop: an action roll
// with an Experience (the Hope is spent, the result and outcome shown, the log keeps it across a reload), a
// critical, an attack and a damage roll, damage taken with and without an Armor Slot, the undo of a wiped
// track, and, in a campaign, a roll the server makes: the sheet shows the very dice campaign_rolls logged, and a
// roll with Fear gives the game master one Fear (read through supabase-js as the game master). Outside a
// campaign the dice are forced below the product: the page's crypto.getRandomValues is replaced before the
// product loads (cryptoDice draws one 32-bit number per die and a number below the rejection limit n gives face
// n % sides + 1), so the shipped dice path is the one played.
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUpQuickly } from '../../support/account';
import { apiAs, createCharacter, expectSaved, readCharacter, signUpApi } from '../../support/api';
import { LEVEL_ONE, openSheet, tracker } from '../../support/character';
import { createCampaignApi } from '../../support/campaign-api';
import { declineConsentUpFront } from '../../support/menu';
import { invokeFunction } from '@duality/supabase';
import { z } from 'zod';
import { designShot } from '../../support/design-shots';

type ForcedWindow = Window & { __forcedFaces: number[] };

/** From now on, each die the page rolls shows the next queued face (other random draws stay random). */
async function forceableDice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as ForcedWindow;
    w.__forcedFaces = [];
    const real = crypto.getRandomValues.bind(crypto);
    crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint32Array && array.length === 1 && w.__forcedFaces.length > 0) {
        array[0] = w.__forcedFaces.shift()! - 1;
        return array;
      }
      return real(array as never) as T;
    };
  });
}
const force = (page: Page, ...faces: number[]) =>
  page.evaluate((f) => (window as unknown as ForcedWindow).__forcedFaces.push(...f), faces);
const facesLeft = (page: Page) =>
  page.evaluate(() => (window as unknown as ForcedWindow).__forcedFaces.length);

const BRAKKA = {
  ...LEVEL_ONE.warrior,
  name: 'Rolling Brakka',
  resources: { health: 0, stress: 2, armor: 0, hope: 2 },
};

/** docs/design keeps the phone's screens (`npm run screenshots`); the desktop's stay in the test's folder. */
const shot = (page: Page, size: string, name: string) =>
  size === 'phone'
    ? designShot(page, `${name}-phone`)
    : page.screenshot({ path: test.info().outputPath(`${name}-${size}.png`) });
const rollPanel = (page: Page) => page.getByRole('region', { name: 'Roll', exact: true });
const damagePanel = (page: Page) => page.getByRole('region', { name: 'Take damage' });
const logPanel = (page: Page) => page.getByRole('region', { name: 'Roll log' });

async function roll(page: Page, faces: number[]) {
  await force(page, ...faces);
  await rollPanel(page).getByRole('button', { name: 'Roll', exact: true }).click();
  expect(await facesLeft(page)).toBe(0);
}

/** Every visible control of the table's sections is at least 44x44 px, and the page does not scroll sideways. */
async function expectThumbSized(page: Page) {
  const small = await page.evaluate(() => {
    const sections =
      '.sheet-roll, .sheet-roll-log, .sheet-take-damage, .sheet-conditions, .sheet-weapon-rolls';
    return [...document.querySelectorAll(sections)]
      .flatMap((s) => [...s.querySelectorAll('button, select, input:not([type=checkbox])')])
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.width < 44 || r.height < 44))
      .map(({ el, r }) => `${el.textContent || el.getAttribute('aria-label')} ${r.width}x${r.height}`);
  });
  expect(small).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const size of [
  { name: 'phone', viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
] as const) {
  test.describe(`the sheet at the table on a ${size.name}`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch, isMobile: size.isMobile });
    test.beforeEach(async ({ page }) => {
      await declineConsentUpFront(page);
      await forceableDice(page);
    });

    test('rolls, the roll log, damage and undo', async ({ page }) => {
      test.setTimeout(120_000);
      const account = newAccount('Roller');
      await signUpQuickly(page, account);
      const client = await apiAs(account);
      const id = await createCharacter(client, BRAKKA);
      await openSheet(page, id, 'Rolling Brakka');

      await test.step('an action roll with an Experience spends the Hope; with Fear gives none back', async () => {
        await rollPanel(page).getByLabel('Roll with').selectOption('agility');
        await rollPanel(page)
          .getByLabel('Experience (costs 1 Hope)')
          .selectOption({ label: 'Bodyguard (+2)' });
        await roll(page, [4, 9]);
        await expect(rollPanel(page).getByText('17 with Fear', { exact: true })).toBeVisible();
        await expect(rollPanel(page).locator('.sheet-roll__result')).toHaveText(
          'Agility: Hope 4, Fear 9, modifier +4: total 17, with Fear',
        );
        await expect(rollPanel(page).getByText('You spend 1 Hope on the Experience.')).toBeVisible();
        await expect(tracker(page, 'Hope')).toHaveAccessibleName(/^Hope: 1 of \d+ held$/);
        await shot(page, size.name, 'table-roll');
      });

      await test.step('the log keeps the roll across a reload', async () => {
        await expectSaved(client, id, (c) => c.rollLog.length === 1, 'the roll saved with the character');
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: 'Rolling Brakka' })).toBeVisible();
        const row = logPanel(page).getByRole('listitem').first();
        await expect(row).toContainText('Agility action roll with Bodyguard');
        await expect(row).toContainText('17 with Fear');
      });

      await test.step('matching dice are a critical: a Hope gained, a Stress cleared', async () => {
        await rollPanel(page).getByLabel('Experience (costs 1 Hope)').selectOption('');
        await roll(page, [7, 7]);
        await expect(rollPanel(page).getByText('Critical success! (16)')).toBeVisible();
        await expect(tracker(page, 'Hope')).toHaveAccessibleName(/^Hope: 2 of \d+ held$/);
        await expect(tracker(page, 'Stress')).toHaveAccessibleName(/^Stress: 1 of \d+ marked$/);
      });

      await test.step('an attack with the Longsword and its damage at proficiency 1', async () => {
        const row = page.locator('.sheet-weapon[data-weapon="Longsword"]');
        await force(page, 10, 3);
        await row.getByRole('button', { name: 'Attack with Longsword' }).click();
        await expect(row.getByText('15 with Hope', { exact: true })).toBeVisible();
        await force(page, 6);
        await row.getByRole('button', { name: 'Roll Longsword damage' }).click();
        await expect(row.getByText('1d10+3: 6 + 3 = 9 damage')).toBeVisible();
        await expect(logPanel(page).getByRole('listitem').first()).toContainText('Longsword damage');
        await expect(tracker(page, 'Hope')).toHaveAccessibleName(/^Hope: 3 of \d+ held$/);
      });

      await test.step('damage by the thresholds (Major 8, Severe 16), then with an Armor Slot', async () => {
        const panel = damagePanel(page);
        await panel.getByRole('spinbutton', { name: 'Damage', exact: true }).fill('9');
        await expect(panel.getByText('Major: 2 Hit Points')).toBeVisible();
        await panel.getByRole('button', { name: 'Take 9 damage' }).click();
        await expect(panel.getByRole('status')).toHaveText(
          '9 damage is Major (2 Hit Points). You mark 2 Hit Points.',
        );
        await expect(tracker(page, 'Hit Points')).toHaveAccessibleName(/^Hit Points: 2 of \d+ marked$/);
        await panel.getByRole('spinbutton', { name: 'Damage', exact: true }).fill('16');
        await expect(panel.getByText('Severe: 3 Hit Points')).toBeVisible();
        await panel.getByRole('checkbox', { name: 'Mark an Armor Slot (one step less)' }).check();
        await panel.getByRole('button', { name: 'Take 16 damage' }).click();
        await expect(tracker(page, 'Hit Points')).toHaveAccessibleName(/^Hit Points: 4 of \d+ marked$/);
        await expect(tracker(page, 'Armor Slots')).toHaveAccessibleName(/^Armor Slots: 1 of \d+ marked$/);
        await shot(page, size.name, 'table-damage');
      });

      await test.step('a tap on the first box wipes the track only until Undo', async () => {
        await tracker(page, 'Hit Points').getByRole('button', { name: 'Hit Point 1', exact: true }).click();
        await expect(tracker(page, 'Hit Points')).toHaveAccessibleName(/^Hit Points: 0 of \d+ marked$/);
        await expect(page.getByText('Hit Points: every one cleared (was 4).')).toBeVisible();
        await shot(page, size.name, 'table-undo');
        await page.getByRole('button', { name: 'Undo' }).click();
        await expect(tracker(page, 'Hit Points')).toHaveAccessibleName(/^Hit Points: 4 of \d+ marked$/);
        await expectSaved(
          client,
          id,
          (c) => c.resources.health === 4 && c.resources.armor === 1 && c.rollLog.length === 4,
          'the tracks and the log on the server',
        );
      });

      await test.step('every target is thumb-sized and nothing scrolls sideways', () =>
        expectThumbSized(page));
    });

    test('in a campaign the server rolls: the sheet shows the logged dice, and a roll with Fear gives a Fear', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const gm = (await signUpApi(newAccount('Keeper'))).client;
      const campaignId = await createCampaignApi(gm, 'Rolling Keep');
      const account = newAccount('Campaigner');
      await signUpQuickly(page, account);
      const client = await apiAs(account);
      const id = await createCharacter(client, { ...BRAKKA, name: 'Campaign Brakka' });
      const { invite } = await invokeFunction(
        gm,
        'generate-campaign-invite',
        { campaignId },
        z.object({ invite: z.string() }),
      );
      await invokeFunction(
        client,
        'join-campaign',
        { invite, characterId: id },
        z.object({ dashboard: z.object({ id: z.number() }) }),
      );
      const fear = async () =>
        (await gm.from('campaigns').select('fear').eq('id', campaignId).single()).data?.fear;
      const before = await fear();
      await openSheet(page, id, 'Campaign Brakka');

      // The server rolls: the page's own dice are not drawn.
      await force(page, 1, 2);
      await rollPanel(page).getByRole('button', { name: 'Roll', exact: true }).click();
      const logged = async () =>
        (
          await gm
            .from('campaign_rolls')
            .select(
              'kind, label, hope_die, fear_die, dice, modifier, total, outcome, fear_given, offline, character_name',
            )
            .eq('campaign_id', campaignId)
        ).data ?? [];
      await expect.poll(async () => (await logged()).length).toBe(1);
      const [row] = await logged();
      expect(row).toMatchObject({
        kind: 'action',
        label: 'Agility action roll',
        dice: [],
        modifier: 2,
        offline: false,
        fear_given: row!.outcome === 'fear',
        character_name: 'Campaign Brakka',
      });
      expect(row!.total).toBe(row!.hope_die! + row!.fear_die! + 2);
      expect(await facesLeft(page)).toBe(2);
      // What the player sees is what the log says.
      const summary =
        row!.outcome === 'critical'
          ? `Critical success! (${row!.total})`
          : `${row!.total} with ${row!.outcome === 'hope' ? 'Hope' : 'Fear'}`;
      await expect(rollPanel(page).getByText(summary, { exact: true })).toBeVisible();
      if (row!.outcome === 'fear')
        await expect(rollPanel(page).getByText('The game master gains a Fear.')).toBeVisible();
      expect(await fear()).toBe((before ?? 0) + (row!.outcome === 'fear' ? 1 : 0));
      // The character's own log has it too.
      await expect
        .poll(async () => (await readCharacter(client, id)).data.rollLog.map((e) => e.summary))
        .toEqual([summary]);
    });
  });
}
