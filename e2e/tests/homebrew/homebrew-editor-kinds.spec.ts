// The homebrew editors in Chromium: one record of every kind made through its editor with its optional parts
// and published, then found on a second user's browse page and bookmarked into their collection.
import { expect, test, type Locator } from '@playwright/test';
import { newAccount, signUpQuickly } from '../../support/account';
import { newAuthor, tabLabel, type Doc, type Kind } from '../../support/homebrew';
import { collectionOf } from '../../support/homebrew-in-play';
import {
  addFeature,
  addStatBonus,
  logInAs,
  noun,
  openNewEditor,
  part,
  saveAndExpect,
  switchOn,
  startFromTemplate,
} from '../../support/homebrew-editor';
import { declineConsentUpFront } from '../../support/menu';

test.beforeEach(async ({ page }) => declineConsentUpFront(page));

/** Fills the kind's own optional parts (the name and the public switch are set by the test). */
const fillers: Record<Kind, (form: Locator) => Promise<void>> = {
  async items(form) {
    await form.getByLabel('Description', { exact: true }).first().fill('A lantern that **never** goes out.');
    await form.getByRole('checkbox', { name: 'Relic' }).check();
    await form.getByLabel('Tier').selectOption('2');
    await addStatBonus(form, 'evasion', '1');
    await part(form, 'Restores').getByLabel('Stress').fill('1d4');
    const charge = await switchOn(form, 'Has limited uses (charges)');
    await charge.getByLabel('Most uses').fill('2');
    await charge.getByLabel('Recharges on').selectOption('longRest');
    const attach = await switchOn(form, 'Attaches to equipment');
    await attach.getByLabel('Attaches to', { exact: true }).selectOption('armor');
    await attach.getByLabel('Attached feature name').fill('Glow');
    await attach.getByLabel('Attached feature description').fill('Lights the way.');
    const downtime = await switchOn(form, 'Downtime crafting');
    await downtime.getByLabel('Downtime description').fill('Refill the oil.');
    await downtime.getByLabel('Stress it costs').fill('1');
    await form.getByLabel('Stress on a long rest').fill('1');
  },
  async weapons(form) {
    await startFromTemplate(form, 'weapons');
    const feature = await switchOn(form, 'Has a feature');
    await feature.getByLabel('Name', { exact: true }).fill('Keen');
    await feature.getByLabel('Description', { exact: true }).fill('Cuts *deep*.');
    await addStatBonus(feature, 'agility', '1');
  },
  async armor(form) {
    await startFromTemplate(form, 'armor');
    const feature = await switchOn(form, 'Has a feature');
    await feature.getByLabel('Name', { exact: true }).fill('Padded');
    await feature.getByLabel('Description', { exact: true }).fill('Soft.');
    const charge = await switchOn(feature, 'Has limited uses (charges)');
    await charge.getByLabel('Most uses').fill('1');
  },
  async communities(form) {
    await form.getByLabel('Description', { exact: true }).first().fill('Folk of the *reef*.');
    const words = part(form, 'Personality words');
    await words.getByRole('button', { name: 'Add word' }).click();
    await words.getByLabel('Word 1').fill('salty');
    await addFeature(form, 'Community features', 'Tidecall');
  },
  async ancestries(form) {
    await form.getByLabel('Description', { exact: true }).first().fill('Born of **stone**.');
    const feature = await addFeature(form, 'Ancestry features', 'Stoneskin');
    await addStatBonus(feature, 'armorScore', '1');
  },
  async subclasses(form) {
    await startFromTemplate(form, 'subclasses');
    const root = await addFeature(form, 'Foundation', 'Root');
    await root.getByLabel('Feature id').fill('root');
    const charge = await switchOn(root, 'Has limited uses (charges)');
    await charge.getByLabel('Recharges on').selectOption('rest');
    const crown = await addFeature(form, 'Mastery', 'Crown');
    const modifyCharge = await switchOn(crown, "Changes other features' charges");
    await modifyCharge.getByLabel('Feature ids').fill('root');
    await modifyCharge.getByLabel('New most uses').fill('2');
    await crown.getByRole('checkbox', { name: 'Grants a companion' }).check();
  },
  async classes(form) {
    await startFromTemplate(form, 'classes');
    const questions = part(form, 'Background questions');
    await questions.getByRole('button', { name: 'Add background question' }).click();
    await questions
      .getByLabel(/^Background question \d+$/)
      .last()
      .fill('Which storm took your first boat?');
    await form.getByLabel('Evasion').fill('12');
  },
};

const kinds = Object.keys(fillers) as Kind[];

/** The parts of each document the fillers above set (the rest comes from the SRD template or defaults). */
const written: Record<Kind, Doc> = {
  items: {
    relic: true,
    tier: 2,
    modify: { evasion: 1 },
    restore: { stress: '1d4' },
    charge: { max: 2, recharge: { on: 'longRest', quantity: 'all' } },
    attach: { type: 'armor', feature: { name: 'Glow', description: 'Lights the way.' } },
    downtime: { description: 'Refill the oil.', cost: { stress: 1 } },
    onLongRest: { resource: { stress: 1 } },
  },
  weapons: { feature: { name: 'Keen', modify: { agility: 1 } } },
  armor: { feature: { name: 'Padded', charge: { max: 1 } } },
  communities: { personalities: ['salty'], features: [{ id: 'tidecall', name: 'Tidecall' }] },
  ancestries: { features: [{ id: 'stoneskin', name: 'Stoneskin', modify: { armorScore: 1 } }] },
  // The template's own features come first; the ones added in the editor follow them.
  subclasses: {
    foundation: {
      features: expect.arrayContaining([
        expect.objectContaining({
          id: 'root',
          charge: { max: 1, recharge: { on: 'rest', quantity: 'all' } },
        }),
      ]),
    },
    mastery: {
      features: expect.arrayContaining([
        expect.objectContaining({
          name: 'Crown',
          modifyCharge: { features: ['root'], max: 2 },
          companion: true,
        }),
      ]),
    },
  },
  classes: {
    evasion: 12,
    backgroundQuestions: expect.arrayContaining(['Which storm took your first boat?']),
  },
};

test('one record of every kind is made in its editor, published, browsed and bookmarked by another user', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000); // seven editors and seven bookmarks: 31 s on a quiet machine, up to 100 s at load 30
  const tag = Math.random().toString(36).slice(2, 8);
  const nameOf = (kind: Kind) => `Made ${kind} ${tag}`;
  await signUpQuickly(page, newAccount('Maker'));
  for (const kind of kinds) {
    const form = await openNewEditor(page, kind);
    await fillers[kind](form);
    await form.getByLabel('Name', { exact: true }).first().fill(nameOf(kind));
    await form.getByRole('checkbox', { name: 'Public: others can find and bookmark it' }).check();
    // The live preview is the game display part of the kind, with the name as typed.
    await expect(
      page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: nameOf(kind) }),
    ).toBeVisible();
    await saveAndExpect(form, `Create ${noun[kind]}`, `Created new item: ${nameOf(kind)}`);
    await expect(page).toHaveURL(new RegExp(`/homebrew/collection\\?kind=${kind}`));
    await expect(
      page.locator('.hb-entry', { hasText: nameOf(kind) }).getByText('Yours, public'),
    ).toBeVisible();
  }

  const { account: reader, client: readerClient } = await newAuthor('Reader');
  // What the editors wrote, read back as the public rows another user sees: every optional part is there.
  for (const kind of kinds) {
    const { data, error } = await readerClient
      .from(`homebrew_${kind}`)
      .select('data')
      .eq('name', nameOf(kind))
      .single();
    expect(error).toBeNull();
    expect((data as { data: Doc }).data, kind).toMatchObject(written[kind]);
  }
  const context = await browser.newContext();
  const other = await context.newPage();
  await declineConsentUpFront(other);
  await logInAs(other, reader);
  // Moving between kinds by the tabs stays in the page, so the bookmarks wait for one debounced save.
  await other.goto('/homebrew');
  for (const kind of kinds) {
    await other
      .getByRole('navigation', { name: 'Homebrew kinds' })
      .getByRole('link', { name: tabLabel[kind], exact: true })
      .click();
    await other.getByLabel(`Search ${tabLabel[kind]} by name or text`).fill(tag);
    await other.getByRole('button', { name: 'Search' }).click();
    const entry = other.locator('.hb-entry', { hasText: nameOf(kind) });
    await expect(entry.getByText('Homebrew', { exact: true }).first()).toBeVisible();
    await entry.getByRole('button', { name: `Bookmark ${nameOf(kind)}` }).click();
    await expect(
      entry.getByRole('button', { name: `Remove ${nameOf(kind)} from my collection` }),
    ).toBeVisible();
  }
  // The bookmarks reach the profile 3 s after the last one; the collection read after a reload shows them all.
  await expect
    .poll(async () => Object.values(await collectionOf(readerClient)).map((ids) => ids.length))
    .toEqual(kinds.map(() => 1));
  await other.goto('/homebrew/collection?kind=items');
  for (const kind of kinds) {
    await other
      .getByRole('navigation', { name: 'Homebrew kinds' })
      .getByRole('link', { name: tabLabel[kind], exact: true })
      .click();
    await expect(other.locator('.hb-entry', { hasText: nameOf(kind) }).getByText('Bookmarked')).toBeVisible();
  }
  await context.close();
});
