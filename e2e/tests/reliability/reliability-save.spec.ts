// The backend is killed while a character save is on its way and started again: the change reaches the server
// exactly once, even when the server had applied it before it died and its answer was lost (the page sends it
// again and must not take its own write for a conflict). The server's row is read afterwards: the values, and
// one revision more, not two. Runs on a backend of its own.
// Edits made while the backend is already down (kept across a reload) are character-saving.spec.ts's.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { memoryTmpdir, startBackend, type Backend } from '@duality/supabase-local';
import { newAccount, signUpQuickly } from '../../support/account';
import { apiAs, createCharacter, readCharacter, type BackendAddress } from '../../support/api';
import { LEVEL_ONE, openSheet, tracker, useBackend } from '../../support/character';
import { declineConsentUpFront } from '../../support/menu';
import { reliabilityBackendPort } from '../../support/ports';

const repoRoot = join(import.meta.dirname, '../../..');
const savingStatus = (page: Page) => page.locator('.sheet-saving');

let dir: string;
let backend: Backend | null = null;
const start = async () =>
  (backend = await startBackend({
    port: reliabilityBackendPort,
    dataDir: join(dir, 'db'),
    migrationsDir: join(repoRoot, 'supabase/migrations'),
    seedFile: join(repoRoot, 'supabase/seed.sql'),
    outboxDir: join(dir, 'outbox'),
  }));
const kill = async () => {
  await backend?.stop();
  backend = null;
};
test.beforeAll(() => {
  dir = mkdtempSync(join(memoryTmpdir(), 'duality-reliability-save-'));
});
test.afterAll(async () => {
  await kill();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Routes the page's requests to the backend. The next character update triggers `onSave` (which decides
 * whether it reaches the server and kills the backend); while the backend is down every request fails as a
 * refused connection (the embedded backend listens before its handlers are attached, so a request arriving
 * while it starts would hang, which no real outage looks like).
 */
async function faultyBackend(page: Page, address: BackendAddress) {
  const faults = { down: false, onSave: null as ((route: Route) => Promise<void>) | null };
  await page.route(`${address.url}/**`, async (route) => {
    const request = route.request();
    if (faults.down) return route.abort('connectionrefused');
    if (
      faults.onSave &&
      request.method() === 'POST' &&
      request.url().includes('/rest/v1/rpc/save_character')
    ) {
      const onSave = faults.onSave;
      faults.onSave = null;
      return onSave(route);
    }
    return route.fallback();
  });
  return faults;
}

test('a backend killed during a character save after applying it, and restarted, holds the change exactly once, with no conflict shown', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await start();
  const address = { url: backend!.url, anonKey: backend!.anonKey };
  await declineConsentUpFront(page);
  await useBackend(page, address);
  const faults = await faultyBackend(page, address);
  const account = newAccount('Killed Save');
  await signUpQuickly(page, account, address);
  const id = await createCharacter(await apiAs(account, address), {
    ...LEVEL_ONE.warrior,
    name: 'Once Brakka',
  });
  await openSheet(page, id, 'Once Brakka');
  await tracker(page, 'Hit Points').getByRole('button', { name: 'Hit Point 1', exact: true }).click();
  const client = await apiAs(account, address);
  // The server has the tap (the indicator says Saved until the tap's edit is queued, which a loaded machine
  // can take a moment to do), then the indicator says so.
  await expect
    .poll(async () => (await readCharacter(client, id)).data.resources)
    .toMatchObject({ health: 1, stress: 0 });
  await expect(savingStatus(page)).toHaveText('Saved');
  const first = await readCharacter(client, id);

  // The server applies the save and dies before its answer reaches the page. (A save that never reaches a dead
  // server is character-saving.spec.ts's offline case: it arrives once after the restart.)
  faults.onSave = async (route) => {
    await route.fetch(); // applied and committed
    faults.down = true;
    await kill();
    await route.abort('connectionrefused');
  };
  await tracker(page, 'Stress').getByRole('button', { name: 'Stress 2', exact: true }).click();
  await expect(savingStatus(page)).toHaveText('Offline: 1 change waiting', { timeout: 15_000 });
  await start();
  faults.down = false;
  await expect(savingStatus(page)).toHaveText('Saved', { timeout: 20_000 });
  const conflict = page.getByRole('alert').filter({ hasText: 'This character was changed somewhere else' });
  await expect(conflict).toHaveCount(0);
  const afterApplied = await readCharacter(await apiAs(account, address), id);
  expect(afterApplied.data.resources).toMatchObject({ health: 1, stress: 2 });
  expect(afterApplied.revision).toBe(first.revision + 1);
});
