// Walks the character builder like a player; what it saved is read back through ./api.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { setAsideKeyOf, storageKeys, VISITOR } from '@duality/platform/storage-keys';
import type { Armor, Class, DomainCard, Subclass } from '@duality/rules';

// The SRD content as the rules package ships it. Read from its JSON files: Playwright's loader cannot import
// the package's JSON modules, and a test needs only the data.
const content = <T>(file: string): T[] =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../packages/rules/data', file), 'utf8')) as T[];
export const srd = {
  classes: content<Class>('classes.json'),
  subclasses: content<Subclass>('subclasses.json'),
  domainCards: content<DomainCard>('domain-cards.json'),
  armor: content<Armor>('armor.json'),
};
/** The common starting gear (STARTING_GEAR in the rules). */
export const startingGear = ['Torch', '50 feet of rope', 'Basic supplies'];

/** The phone viewport the builder is built for. */
export const phone = { width: 360, height: 740 };

/**
 * The signed-out visitor's builder keys (the product does not show them; tests need them to corrupt a
 * draft), from the product's one list of storage keys.
 */
const visitorDraft = storageKeys.builderDraft(VISITOR);
export const draftKeys = {
  character: visitorDraft.character,
  page: visitorDraft.page,
  setAside: setAsideKeyOf(visitorDraft.character),
} as const;

/** What a walk through the builder chooses for one class (the rest comes from the class's suggestions). */
export interface BuildPlan {
  cls: Class;
  subclassName: string;
  ancestryId: string;
  communityId: string;
  potion: 'Minor Health Potion' | 'Minor Stamina Potion';
  experiences: [string, string];
  /** Level-1 cards of the class's domains: two, one from each (three where a feature grants one: Prepared). */
  cardNames: string[];
  name: string;
  /** Weapon and armor ids to pick from the lists instead of the class's suggestions (a class may have none). */
  equipment?: { primaryId: string; armorId: string };
}

/** Subclasses whose foundation grants a third domain card at creation (SRD: School of Knowledge's Prepared). */
const EXTRA_STARTING_CARD = ['School of Knowledge'];

/**
 * A plan for a class: its first subclass, one card from each of its domains (and a second of the first domain
 * where the subclass grants a third card), the given heritage.
 */
export function planFor(cls: Class, ancestryId: string, communityId: string): BuildPlan {
  const subclass = srd.subclasses.find((s) => s.class === cls.id);
  const cards = (domain: string) => srd.domainCards.filter((c) => c.domain === domain && c.level === 1);
  const [a, b] = [cards(cls.domains[0])[0], cards(cls.domains[1])[0]];
  if (!subclass || !a || !b) throw new Error(`no subclass or cards for ${cls.name}`);
  const extra = EXTRA_STARTING_CARD.includes(subclass.name) ? cards(cls.domains[0])[1] : undefined;
  return {
    cls,
    subclassName: subclass.name,
    ancestryId,
    communityId,
    potion: 'Minor Health Potion',
    experiences: [`${cls.name} Training`, 'Never Twice the Same Way'],
    cardNames: extra ? [a.name, b.name, extra.name] : [a.name, b.name],
    name: `Test ${cls.name}`,
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const next = (page: Page) =>
  page.getByRole('navigation', { name: 'Back and next' }).getByRole('link', { name: /^Next/ });
const stepHeading = (page: Page) => page.locator('#builder-step-title');
/** The current step's own content (labels such as "Community" also name parts of the shell). */
export const inStep = (page: Page) => page.locator('.builder-step');

/** Opens a step by its URL and waits for its heading. */
export async function openStep(page: Page, slug: string, title: string): Promise<void> {
  await page.goto(`/builder/${slug}`);
  await expect(stepHeading(page)).toHaveText(title);
}

/**
 * Walks every step from the class to the review, making the plan's choices, with Next between steps; `inApp`
 * starts on the class step already open instead of loading it.
 */
export async function buildCharacter(
  page: Page,
  plan: BuildPlan,
  { inApp = false }: { inApp?: boolean } = {},
): Promise<void> {
  // In app: the class step is already open (reached by a link; offline, a new page load would fail).
  if (inApp) await expect(stepHeading(page)).toHaveText('Class and subclass');
  else await openStep(page, 'class', 'Class and subclass');
  await inStep(page)
    .getByRole('group', { name: 'Class', exact: true })
    // A homebrew class's label also carries its "Homebrew" badge.
    .getByRole('radio', { name: new RegExp(`^${escapeRegExp(plan.cls.name)}( Homebrew)?$`) })
    .check();
  await inStep(page)
    .getByRole('group', { name: `${plan.cls.name} subclass` })
    .getByLabel(plan.subclassName)
    .check();
  await expect(inStep(page).getByText('This step is done.')).toBeVisible();
  await next(page).click();

  await expect(stepHeading(page)).toHaveText('Heritage');
  await inStep(page).getByLabel('Your ancestry').selectOption(plan.ancestryId);
  await inStep(page).getByLabel('Community').selectOption(plan.communityId);
  await next(page).click();

  await expect(stepHeading(page)).toHaveText('Traits');
  await inStep(page)
    .getByRole('button', { name: `Use the ${plan.cls.name}'s suggested traits` })
    .click();
  await expect(inStep(page).getByText('Every value is assigned.')).toBeVisible();
  await next(page).click();

  await expect(stepHeading(page)).toHaveText('Equipment');
  if (plan.equipment) {
    await inStep(page).getByLabel('Primary weapon').selectOption(plan.equipment.primaryId);
    await inStep(page).getByLabel('Armor').selectOption(plan.equipment.armorId);
  } else {
    await inStep(page)
      .getByRole('button', { name: `Use the ${plan.cls.name}'s suggested weapons and armor` })
      .click();
  }
  await inStep(page).getByRole('group', { name: 'Potion' }).getByLabel(plan.potion).check();
  await inStep(page)
    .getByRole('group', { name: `${plan.cls.name} item` })
    .getByLabel(plan.cls.startingGear.choose[0]!, { exact: true })
    .check();
  await expect(inStep(page).getByText('This step is done.')).toBeVisible();
  await next(page).click();

  await expect(stepHeading(page)).toHaveText('Experiences');
  await inStep(page).getByLabel('First experience (+2)').fill(plan.experiences[0]);
  await inStep(page).getByLabel('Second experience (+2)').fill(plan.experiences[1]);
  await next(page).click();

  await expect(stepHeading(page)).toHaveText('Domain cards');
  for (const card of plan.cardNames) await inStep(page).getByLabel(`Take ${card}`).check();
  await expect(inStep(page).getByText('This step is done.')).toBeVisible();
  await next(page).click();

  await expect(stepHeading(page)).toHaveText('Background and connections');
  await inStep(page).getByLabel(plan.cls.backgroundQuestions[0]!).fill('A story for another night.');
  await next(page).click();

  await expect(stepHeading(page)).toHaveText('Description');
  await inStep(page).getByLabel('Description', { exact: true }).fill('Tall, with a travel-worn cloak.');
  await next(page).click();

  await expect(stepHeading(page)).toHaveText('Name and pronouns');
  await inStep(page).getByLabel('Name').fill(plan.name);
  await inStep(page).getByLabel('Pronouns').fill('they/them');
  await next(page).click();

  await expect(stepHeading(page)).toHaveText('Review');
  await expect(inStep(page).getByText('Nothing: your character is complete.')).toBeVisible();
}

/** The value of one entry of the "Your numbers" panel, by its label. */
export function liveNumber(page: Page, label: string): Locator {
  const panel = page.getByRole('region', { name: 'Your numbers' });
  return panel
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}
