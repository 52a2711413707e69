// The level-up, Beastform and companion specs' pages and starting characters (created through ./api).
import { expect, type Page } from '@playwright/test';

/** Opens one of the advance pages and waits for its heading (the character loaded). */
export async function openAdvancePage(page: Page, path: string, heading: RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** A level-1 character of a class with its subclass, traits, two Experiences and starting cards. */
export const starter = (input: Record<string, unknown>): Record<string, unknown> => ({
  agility: { score: 2 },
  strength: { score: 1 },
  finesse: { score: 1 },
  instinct: { score: 0 },
  presence: { score: 0 },
  knowledge: { score: -1 },
  experience: [{ name: 'Soldier' }, { name: 'Cook' }],
  ...input,
});
