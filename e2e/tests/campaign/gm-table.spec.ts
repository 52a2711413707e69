// The game master's table with a game master (a tablet in landscape, 1280x800) and two players (phones,
// 360x740 with touch), three browser contexts. Rolls are made through the API as each player, the way the
// sheet makes them: a roll with Fear the server rolled raises the game master's Fear on both screens within a
// second and appears in the log, a critical reported from offline shows as one, marked offline; a short rest offers the Fear; a visible countdown ticks on the player's page
// and a hidden one never reaches it (page and API); an encounter is refused over budget with the reason and
// saved within it, and an adversary's HP is marked past its Major threshold; a card the game master reveals
// reaches the player's page live and leaves when hidden again. The database decides: a player
// cannot set Fear or add one without a roll of theirs, and a third user reads none of it.
import { expect, test, type Page } from '@playwright/test';
import { invokeFunction, type DualityClient } from '@duality/supabase';
import { z } from 'zod';
import { newAccount, signUpQuickly } from '../../support/account';
import { userPage } from '../../support/user-page';
import { apiAs, createCharacter, signUpApi } from '../../support/api';
import { phone } from '../../support/builder';
import { smallTargets } from '../../support/character';
import { createCampaignApi } from '../../support/campaign-api';
import { declineConsentUpFront } from '../../support/menu';
import { designShot } from '../../support/design-shots';

const tablet = { width: 1280, height: 800 };
const phoneDevice = { viewport: phone, hasTouch: true, isMobile: true };

/** The player's new character joins with a fresh invite; answers the character's id. */
async function join(gm: DualityClient, player: DualityClient, campaignId: number, name: string) {
  const { invite } = await invokeFunction(
    gm,
    'generate-campaign-invite',
    { campaignId },
    z.object({ invite: z.string() }),
  );
  const characterId = await createCharacter(player, { name, level: 1 });
  await invokeFunction(
    player,
    'join-campaign',
    { invite, characterId },
    z.object({ dashboard: z.object({ id: z.number() }) }),
  );
  return characterId;
}

/**
 * Has the server roll an action roll for the player until one comes up with Fear (about one in two does).
 * `settled(n)` waits until the n rolls before it have reached the screens, so the roll with Fear is timed alone.
 */
async function rollWithFear(
  player: DualityClient,
  characterId: number,
  label: string,
  settled: (rolls: number) => Promise<void>,
) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const { data, error } = await player.rpc('roll_dice', {
      p_character_id: characterId,
      p_kind: 'action',
      p_label: label,
      p_modifier: 1,
      p_edge: 'none',
      p_dice: [],
    });
    if (error?.code === 'PT429') {
      await new Promise((resolve) => setTimeout(resolve, 600));
      continue;
    }
    if (error) throw new Error(error.message);
    if (data.outcome === 'fear') return data.id;
    await settled(attempt + 1);
  }
  throw new Error('no roll with Fear in 60 rolls');
}

/** Reports an action roll the player made offline (the database works out Hope, Fear or critical from the dice). */
async function reportRoll(
  player: DualityClient,
  campaignId: number,
  characterId: number,
  label: string,
  hope: number,
  fear: number,
) {
  const { data, error } = await player.rpc('report_offline_roll', {
    p_campaign_id: campaignId,
    p_character_id: characterId,
    p_kind: 'action',
    p_label: label,
    p_hope_die: hope,
    p_fear_die: fear,
    p_dice: [],
    p_modifier: 1,
    p_total: hope + fear + 1,
  });
  if (error) throw new Error(error.message);
  return data.id;
}

const fearOn = (page: Page) => page.getByTestId('fear-value');

/** The top of the page as a player first sees it, for docs/design (`npm run screenshots`). */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await designShot(page, name);
}

test('the game master table: Fear from rolls, the log, rests, countdowns and an encounter', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const accounts = {
    gm: newAccount('Keeper'),
    ash: newAccount('Ashplayer'),
    briar: newAccount('Briarplayer'),
  };
  // Signed up in the browser (as a player would), then their API clients.
  const [gm, p1, p2] = await Promise.all([
    userPage(browser, accounts.gm, { viewport: tablet }),
    userPage(browser, accounts.ash, phoneDevice),
    userPage(browser, accounts.briar, phoneDevice),
  ]);
  const [gmApi, ashApi, briarApi] = await Promise.all([
    apiAs(accounts.gm),
    apiAs(accounts.ash),
    apiAs(accounts.briar),
  ]);
  const stranger = (await signUpApi(newAccount('Stranger'))).client;
  const campaignId = await createCampaignApi(gmApi, 'Night Market');
  const ash = await join(gmApi, ashApi, campaignId, 'Ash');
  const briar = await join(gmApi, briarApi, campaignId, 'Briar');
  await Promise.all([gm, p1, p2].map((p) => p.goto(`/campaign/${campaignId}`)));
  await expect(gm.getByRole('heading', { level: 1, name: 'Night Market' })).toBeVisible();
  for (const page of [gm, p1, p2]) await expect(fearOn(page)).toHaveText('0');
  await expect(gm.getByText('No roll yet this session.')).toBeVisible();

  // A roll with Fear the server rolled: one Fear for the game master, on every screen within a second, and in
  // the log.
  const log = gm.getByRole('list', { name: 'Rolls, newest first' });
  const rollId = await rollWithFear(ashApi, ash, 'Agility action roll', (n) =>
    expect(log.getByRole('listitem')).toHaveCount(n),
  );
  await expect(fearOn(gm)).toHaveText('1', { timeout: 1000 });
  await expect(fearOn(p1)).toHaveText('1', { timeout: 1000 });
  await expect(fearOn(p2)).toHaveText('1', { timeout: 1000 });
  await expect(log.getByRole('listitem').first()).toContainText('Ash · Agility action roll');
  await expect(log.getByRole('listitem').first()).toContainText('With Fear');

  // A critical reported from offline shows as one, marked offline, and gives no Fear (the database refuses it).
  const critId = await reportRoll(briarApi, campaignId, briar, 'Presence action roll', 7, 7);
  await expect(log.getByRole('listitem').first()).toContainText('Briar · Presence action roll');
  await expect(log.getByRole('listitem').first()).toContainText('Critical');
  await expect(
    log
      .getByRole('listitem')
      .first()
      .getByText("Rolled offline on the player's device, not by the server; no Fear"),
  ).toBeAttached();
  expect((await briarApi.rpc('add_fear_from_roll', { p_roll_id: critId })).error).not.toBeNull();
  // Nor can a player set Fear, or add one with a roll that is not theirs or add twice with their own.
  expect((await ashApi.from('campaigns').update({ fear: 9 }).eq('id', campaignId).select('id')).data).toEqual(
    [],
  );
  expect((await briarApi.rpc('add_fear_from_roll', { p_roll_id: rollId })).error).not.toBeNull();
  expect((await ashApi.rpc('add_fear_from_roll', { p_roll_id: rollId })).error).not.toBeNull();
  await expect(fearOn(gm)).toHaveText('1');

  // The log reaches the players only once shared.
  await expect(p2.getByRole('heading', { name: 'Roll log' })).toHaveCount(0);
  await gm.getByRole('switch', { name: /Share the log/ }).click();
  await expect(p2.getByRole('list', { name: 'Rolls, newest first' })).toContainText(
    'Ash · Agility action roll',
  );

  // A short rest offers 1d4 Fear; one tap gains it.
  await gm.getByRole('button', { name: 'Short rest' }).click();
  const offer = await gm.getByText(/^After a short rest: the d4 shows \d, so \d Fear\.$/).textContent();
  const gained = Number(/so (\d) Fear/.exec(offer ?? '')?.[1]);
  await gm.getByRole('button', { name: `Gain ${gained} Fear` }).click();
  await expect(fearOn(gm)).toHaveText(String(1 + gained));
  await expect(fearOn(p1)).toHaveText(String(1 + gained));

  // Countdowns: a visible one ticks on the player's page; a hidden one never reaches it.
  await gm.getByText('New countdown', { exact: true }).click();
  const name = gm.getByRole('textbox', { name: 'Countdown name' });
  await name.fill('Secret plot');
  await gm.getByRole('button', { name: 'Add countdown' }).click();
  await expect(gm.getByText('Secret plot', { exact: true })).toBeVisible();
  await name.fill('Storm');
  await gm.getByRole('switch', { name: 'Players see it' }).click();
  await gm.getByRole('button', { name: 'Add countdown' }).click();
  await expect(p1.getByText('Storm', { exact: true })).toBeVisible();
  await gm.getByRole('button', { name: 'Tick Storm' }).click();
  await expect(p1.getByLabel('Storm: 3 of 4 left')).toHaveText('3 / 4');
  await expect(p1.getByText('Secret plot')).toHaveCount(0);
  const seen = await ashApi.from('campaign_countdowns').select('name').eq('campaign_id', campaignId);
  expect(seen.data).toEqual([{ name: 'Storm' }]);

  // The player's page: their sheet is a tap away, and nothing scrolls sideways on the phone.
  await expect(p1.getByRole('link', { name: 'Open your sheet' })).toHaveAttribute(
    'href',
    `/character/${ash}`,
  );
  expect(await p1.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await shoot(p1, 'gm-table-player-360');
  await gm.getByText('New countdown', { exact: true }).click(); // folded again, as the table sits
  await shoot(gm, 'gm-table-party-1280');

  // An encounter: two characters give 3 x 2 + 2 = 8 Battle Points; two Solos are refused with the reason.
  await gm.getByRole('tab', { name: 'Encounter' }).click();
  await gm.getByRole('textbox', { name: 'Encounter name' }).fill('Burrow ambush');
  const search = gm.getByRole('searchbox', { name: 'Search adversaries' });
  await search.fill('Acid Burrower');
  await gm.getByRole('button', { name: 'Add Acid Burrower' }).click();
  await expect(gm.getByText('Battle Points: 5 spent of 8, 3 left')).toBeVisible();
  await gm.getByRole('button', { name: 'Add Acid Burrower' }).click();
  await gm.getByRole('button', { name: 'Save the encounter' }).click();
  await expect(gm.getByRole('alert')).toHaveText(
    'This fight costs 10 Battle Points but the budget is 6: take out adversaries worth 4 more.',
  );
  await gm.getByRole('button', { name: 'Take out Acid Burrower' }).last().click();
  await search.fill('Giant Rat');
  await gm.getByRole('button', { name: 'Add Giant Rat' }).click();
  await gm.getByRole('button', { name: 'Save the encounter' }).click();
  const burrower = gm.getByRole('listitem', { name: 'Acid Burrower 1' });
  await expect(burrower).toContainText('Difficulty 14 · Major 8 · Severe 15');
  await burrower.getByRole('textbox', { name: 'Damage' }).fill('9');
  await burrower.getByRole('button', { name: 'Apply' }).click();
  await expect(burrower.getByText('Major damage: 2 HP marked.')).toBeVisible();
  await expect(burrower.getByRole('group', { name: 'Hit Points' })).toContainText('2 of 8 marked');
  await shoot(gm, 'gm-table-encounter-1280');
  // Players read no card until one is revealed.
  const cardsSeenByAsh = async () =>
    (await ashApi.from('campaign_encounter_adversaries').select('hp_marked').eq('campaign_id', campaignId))
      .data;
  expect(await cardsSeenByAsh()).toEqual([]);
  await expect(p1.getByRole('heading', { name: 'Adversaries' })).toHaveCount(0);

  // Revealed from its card, it reaches the players' page live, marks and all; hidden again, it leaves.
  await burrower.getByRole('button', { name: /^Acid Burrower 1/ }).click();
  const card = gm.getByRole('dialog', { name: 'Acid Burrower 1' });
  await card.getByRole('switch', { name: 'Players see this card' }).click();
  const revealed = p1.getByRole('listitem', { name: 'Acid Burrower 1' });
  await expect(revealed).toContainText('Difficulty 14 · Major 8 · Severe 15');
  await expect(revealed).toContainText('Hit Points 2 of 8 marked');
  await card.getByRole('button', { name: 'Acid Burrower 1 Hit Point 3' }).click();
  await expect(revealed).toContainText('Hit Points 3 of 8 marked');
  expect(await cardsSeenByAsh()).toEqual([{ hp_marked: 3 }]);
  expect(await p1.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await shoot(p1, 'gm-table-player-revealed-360');
  await card.getByRole('switch', { name: 'Players see this card' }).click();
  await expect(card.getByRole('switch', { name: 'Players see this card' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(revealed).toHaveCount(0);
  expect(await cardsSeenByAsh()).toEqual([]);
  await gm.keyboard.press('Escape');
  await expect(card).toHaveCount(0);

  // A third user reads none of the table.
  for (const table of ['campaign_rolls', 'campaign_countdowns', 'campaign_encounters'] as const) {
    expect((await stranger.from(table).select('id').eq('campaign_id', campaignId)).data).toEqual([]);
  }
});

// The table at a glance on a tablet in landscape: five characters on the Party tab and a fight of six
// adversaries on the Encounter tab each fit the first screen, and nothing scrolls sideways. How far each
// reaches is printed and kept with the result. On a phone the same screens have no control under 44x44 px.
const sixFoes = ['bear', 'dire_wolf', 'glass_snake', 'harrier', 'courtier', 'giant_scorpion'];

for (const size of [tablet, { width: 1024, height: 768 }, phone]) {
  const onPhone = size.width < 768;
  const where = onPhone ? 'phone: thumb-sized' : 'tablet: on the first screen';
  test(`five characters and six adversaries on a ${size.width}x${size.height} ${where}, nothing sideways`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const account = newAccount('Tablekeeper');
    const context = await browser.newContext(
      onPhone ? { viewport: size, hasTouch: true, isMobile: true } : { viewport: size },
    );
    const gm = await context.newPage();
    await declineConsentUpFront(gm);
    await signUpQuickly(gm, account);
    const gmApi = await apiAs(account);
    const campaignId = await createCampaignApi(gmApi, 'Full Table');
    for (const name of ['Ash', 'Briar', 'Cove', 'Dune', 'Elm']) {
      const player = (await signUpApi(newAccount(`${name}player`))).client;
      await join(gmApi, player, campaignId, name);
    }
    const { data: fight, error } = await gmApi
      .from('campaign_encounters')
      .insert({ campaign_id: campaignId, name: 'Six foes' })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    const cards = sixFoes.map((id, position) => ({
      encounter_id: fight.id,
      campaign_id: campaignId,
      adversary_id: `core_adversary_${id}`,
      label: `Foe ${position + 1}`,
      position,
    }));
    expect((await gmApi.from('campaign_encounter_adversaries').insert(cards)).error).toBeNull();

    await gm.goto(`/campaign/${campaignId}`);
    await expect(
      gm.getByRole('list', { name: 'Characters in the campaign' }).getByRole('heading'),
    ).toHaveCount(5);
    const bottom = (selector: string) =>
      gm.evaluate(
        (s) => Math.max(...[...document.querySelectorAll(s)].map((e) => e.getBoundingClientRect().bottom)),
        selector,
      );
    const noSideways = () => gm.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    const charactersEnd = await bottom('.campaign-card');
    expect(await noSideways()).toBe(true);
    expect(await smallTargets(gm)).toEqual([]);
    await shoot(gm, `gm-table-five-characters-${size.width}`);

    await gm.getByRole('tab', { name: 'Encounter' }).click();
    await expect(gm.getByRole('list', { name: 'Adversaries' }).locator('> li')).toHaveCount(6);
    expect(await noSideways()).toBe(true);
    expect(await smallTargets(gm)).toEqual([]);
    const adversariesEnd = await bottom('.campaign-foe');
    const reach = `${size.width}x${size.height}: characters end at ${charactersEnd} px, adversaries at ${adversariesEnd} px`;
    test.info().annotations.push({ type: 'layout', description: reach });
    console.log(reach);
    await shoot(gm, `gm-table-six-foes-${size.width}`);
    if (onPhone) {
      // The card a tap away, in a drawer that fits the phone.
      await gm.getByRole('button', { name: /^Foe 1/ }).click();
      await expect(gm.getByRole('dialog', { name: 'Foe 1' })).toBeVisible();
      expect(await noSideways()).toBe(true);
      await shoot(gm, `gm-table-adversary-card-${size.width}`);
    } else {
      expect(charactersEnd, reach).toBeLessThanOrEqual(size.height);
      expect(adversariesEnd, reach).toBeLessThanOrEqual(size.height);
    }
  });
}
