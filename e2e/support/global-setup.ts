import { chromium } from '@playwright/test';
import { assertChromium, chromiumArgs, chromiumPath } from './chromium';

/** Fails the whole run, before any test, if Chromium is missing or cannot start. */
export default async function globalSetup() {
  assertChromium();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  await browser.close();
}
