// The screens the design notes show (docs/design/*.png) are taken by the specs that reach them, as a player
// sees them. A test run keeps them in the test's own output folder and never changes the repository;
// `npm run screenshots` runs those specs with DESIGN_SCREENSHOTS=1, which also writes them into docs/design.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, type Page } from '@playwright/test';

const designDir = join(import.meta.dirname, '..', '..', 'docs', 'design');

/** Takes the screenshot `name` (docs/design/<name>.png); `fullPage` for the whole page, else the screen. */
export async function designShot(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  if (process.env.DESIGN_SCREENSHOTS === '1') copyFileSync(path, join(designDir, `${name}.png`));
}
