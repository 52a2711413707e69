// A shared device, with changes not yet sent. A edits a character offline (Playwright's emulation) and logs
// out: the session ends on this device without a connection, and the change stays in this browser sealed for A
// (the stored text names nothing of the character, and no key to open it is left). B signs in on the same
// browser: B's pages show nothing of A's, and no request of B's session carries A's change. A logs in again,
// and the change reaches the server as A.
import { expect, test, type Page, type Request } from '@playwright/test';
import { isSupabaseSessionKey, sealKeyPrefix, storageKeys } from '@duality/platform/storage-keys';
import { newAccount, logOut, signUpQuickly } from '../../support/account';
import { apiAs, createCharacter, readCharacter } from '../../support/api';
import { LEVEL_ONE, openSheet, saveFailed, tracker } from '../../support/character';
import { logInAs } from '../../support/homebrew-editor';
import { declineConsentUpFront } from '../../support/menu';
import { userIdOf } from '../../support/reliability';
import { waitForServiceWorker } from '../../support/service-worker';

test.use({ serviceWorkers: 'allow' });

/** Every key and value in this browser's local storage. */
const localStorageOf = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)));

test("A's change made offline stays sealed for A: B can neither read nor send it, and A's next login sends it as A", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const a = newAccount('Sealed Ada');
  const b = newAccount('Next Bram');
  await declineConsentUpFront(page);
  await signUpQuickly(page, a);
  const apiA = await apiAs(a);
  const userA = await userIdOf(apiA);
  const name = 'Quiet Lantern';
  const id = await createCharacter(apiA, { ...LEVEL_ONE.guardian, name });
  const before = await readCharacter(apiA, id);
  await openSheet(page, id, name);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  const refused = saveFailed(page, '"hope"');
  await tracker(page, 'Hope').getByRole('button', { name: 'Hope 4', exact: true }).click();
  await expect(page.locator('.sheet-saving')).toHaveText('Offline: 1 change waiting', { timeout: 15_000 });
  await refused;

  // Logging out offline: the dialog says what happens to the change, and the toast says where it is.
  await page.locator('.shell-top-bar__menu').click();
  await page.getByRole('dialog', { name: 'Main Menu' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    '1 change not yet sent is sent first. If it cannot be sent now, it stays on this device, sealed so that only you can open it',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.locator('.dh-toast', { hasText: 'Logged out. 1 change not yet sent is kept' }),
  ).toBeVisible();
  await expect(page.locator('.shell-top-bar').getByRole('button', { name: a.displayName })).toHaveCount(0);

  const left = await localStorageOf(page);
  const outbox = left[storageKeys.characterOutbox(userA)];
  expect(outbox?.startsWith('sealed.v1.')).toBe(true);
  expect(Object.values(left).filter((value) => value.includes(name))).toEqual([]);
  expect(
    Object.keys(left).filter((key) => key.startsWith(sealKeyPrefix) || isSupabaseSessionKey(key)),
  ).toEqual([]);

  // B on the same browser: nothing of A's shows, and nothing of A's is sent.
  await context.setOffline(false);
  const sentByB: string[] = [];
  const watch = (request: Request) => {
    if (request.method() !== 'GET') sentByB.push(request.postData() ?? '');
  };
  page.on('request', watch);
  await signUpQuickly(page, b);
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  await page.goto(`/character/${id}`);
  await expect(page.getByRole('heading', { name: 'Character not found' })).toBeVisible();
  page.off('request', watch);
  expect(sentByB.filter((body) => body.includes(name) || body.includes('"hope"'))).toEqual([]);
  expect((await readCharacter(apiA, id)).revision).toBe(before.revision);
  expect((await localStorageOf(page))[storageKeys.characterOutbox(userA)]).toBe(outbox);
  await logOut(page);

  // A again: the change is opened with A's key from the server and sent as A.
  await logInAs(page, a);
  await expect
    .poll(async () => (await readCharacter(apiA, id)).data.resources?.hope, { timeout: 20_000 })
    .toBe(4);
  expect((await readCharacter(apiA, id)).revision).toBe(before.revision + 1);
  await expect(
    page.locator('.dh-toast', { hasText: /could not be opened|TypeError|Failed to fetch/ }),
  ).toHaveCount(0);
});
