// A remote's server dies mid-session, while the player is inside that area with work on the page: the area's
// next page that needs code from that server shows the error panel, the work already on the page is kept and
// still saved, every other area keeps working, and once the server is back Retry recovers the page without a
// reload. The real character area is served from a server of the test's own (the built mf-character/dist);
// the probe-remote variants (a server down from the start, a remote that throws while mounting) are
// failure.spec.ts's.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { serveStatic, type RunningServer } from '@duality/platform/node';
import { newAccount, signUpQuickly } from '../../support/account';
import { apiAs, createCharacter, readCharacter } from '../../support/api';
import { LEVEL_ONE, openSheet, tracker } from '../../support/character';
import { declineConsentUpFront, goViaMenu } from '../../support/menu';
import { reliabilityRemotePort } from '../../support/ports';
import { pointAreaAt } from '../../support/registry';

const characterDist = join(import.meta.dirname, '../../../mf-character/dist');
const serveCharacter = () => serveStatic({ root: characterDist, port: reliabilityRemotePort, cors: true });

test("a remote's server killed mid-session: its next page shows the error panel, the sheet's work is saved, other areas work, Retry recovers without a reload", async ({
  page,
}) => {
  test.setTimeout(60_000);
  let server: RunningServer | null = await serveCharacter();
  try {
    await declineConsentUpFront(page);
    await pointAreaAt(page, 'character', `http://127.0.0.1:${reliabilityRemotePort}/`);
    const account = newAccount('Remote Down');
    await signUpQuickly(page, account);
    const client = await apiAs(account);
    const id = await createCharacter(client, { ...LEVEL_ONE.rogue, name: 'Remote Quill' });
    await openSheet(page, id, 'Remote Quill');
    await page.evaluate(() => ((window as { __noReload?: boolean }).__noReload = true));

    await server.close();
    server = null;
    // The sheet already on the page keeps working and saving while its code server is gone.
    await tracker(page, 'Hit Points').getByRole('button', { name: 'Hit Point 2', exact: true }).click();
    await expect(page.locator('.sheet-saving')).toHaveText('Saved');
    await expect.poll(async () => (await readCharacter(client, id)).data.resources?.health).toBe(2);

    // The print page's code lives on the dead server: the area shows the error panel with Retry.
    await page.locator('.sheet').getByRole('link', { name: 'Print', exact: true }).click();
    const outlet = page.locator('[data-area-outlet="character"]');
    const panel = outlet.getByRole('alert');
    await expect(panel).toBeVisible({ timeout: 15_000 });
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.locator('.shell-top-bar')).toBeVisible();

    // Every other area keeps working meanwhile.
    await goViaMenu(page, 'Campaigns');
    await expect(page.getByRole('form', { name: 'Create a campaign' })).toBeVisible();
    await page.goBack();
    await expect(outlet.getByRole('alert')).toBeVisible();

    server = await serveCharacter();
    await outlet.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('group', { name: 'Print options' })).toBeVisible({ timeout: 15_000 });
    await expect(outlet.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
    expect((await readCharacter(client, id)).data.resources?.health).toBe(2);
  } finally {
    await server?.close();
  }
});
