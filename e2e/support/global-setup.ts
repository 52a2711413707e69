import { chromium } from '@playwright/test';
import { assertChromium, chromiumArgs, testChromiumPath } from '@duality/test-support/chromium';

/** Fails the whole run, before any test, if Chromium is missing or cannot start. */
export default async function globalSetup() {
  assertChromium(testChromiumPath);
  const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
  await browser.close();
}
