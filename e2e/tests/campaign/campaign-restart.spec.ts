// The backend restarts while the game master's dashboard is open: the page says it is reconnecting, comes back
// by itself and shows the values as they are now, including a change made while it was cut off. Runs on a
// product and backend of its own (the shared test backend must not stop under other tests).
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { serveProduct, type RunningProduct } from '@duality/platform/node';
import { invokeFunction } from '@duality/supabase';
import { memoryTmpdir, startBackend, type Backend } from '@duality/supabase-local';
import { z } from 'zod';
import { newAccount } from '../../support/account';
import { createCharacter, saveHope, signUpApi } from '../../support/api';
import { trackOf } from '../../support/campaign';
import { declineConsentUpFront } from '../../support/menu';
import { campaignRestartBackendPort, campaignRestartShellPort } from '../../support/ports';

const repoRoot = join(import.meta.dirname, '../../..');

test.describe('the dashboard across a backend restart', () => {
  let dir: string;
  let backend: Backend;
  let product: RunningProduct;
  const start = () =>
    startBackend({
      port: campaignRestartBackendPort,
      dataDir: join(dir, 'db'),
      migrationsDir: join(repoRoot, 'supabase/migrations'),
      seedFile: join(repoRoot, 'supabase/seed.sql'),
      functionsDir: join(repoRoot, 'supabase/functions'),
      outboxDir: join(dir, 'outbox'),
    });

  test.beforeAll(async () => {
    dir = mkdtempSync(join(memoryTmpdir(), 'duality-campaign-restart-'));
    backend = await start();
    product = await serveProduct({
      repoRoot,
      port: campaignRestartShellPort,
      deliveryDir: join(dir, 'delivery'),
      siteConfig: { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey },
    });
  });
  test.afterAll(async () => {
    await product?.close();
    await backend?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('it reconnects and shows the current values', async ({ page }) => {
    test.setTimeout(90_000);
    const address = { url: backend.url, anonKey: backend.anonKey };
    const { client: gm, session } = await signUpApi(newAccount('Restart Gm'), address);
    const { data: campaign } = await gm.from('campaigns').insert({ name: 'Tidewall' }).select('id').single();
    const campaignId = campaign!.id;
    const { invite } = await invokeFunction(
      gm,
      'generate-campaign-invite',
      { campaignId },
      z.object({ invite: z.string() }),
    );
    const { client: player } = await signUpApi(newAccount('Restart Player'), address);
    const characterId = await createCharacter(player, { name: 'Coral', level: 1 });
    await invokeFunction(
      player,
      'join-campaign',
      { invite, characterId },
      z.object({ dashboard: z.object({ id: z.number() }) }),
    );
    // As the sheet changes it: the character's save writes the dashboard row (players cannot update it directly).
    const setHope = (current: number) => saveHope(player, characterId, current);
    expect((await setHope(1)).error).toBeNull();

    await declineConsentUpFront(page);
    const base = `http://localhost:${campaignRestartShellPort}`;
    await page.goto(`${base}/`);
    const storageKey = `sb-${new URL(backend.url).hostname.split('.')[0]}-auth-token`;
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      storageKey,
      JSON.stringify(session),
    ] as const);
    await page.goto(`${base}/campaign/${campaignId}`);
    await expect(trackOf(page, 'Coral', 'hope')).toHaveText('1 / 6');
    // Live before the restart.
    expect((await setHope(2)).error).toBeNull();
    await expect(trackOf(page, 'Coral', 'hope')).toHaveText('2 / 6');

    await backend.stop();
    await expect(page.getByRole('status').filter({ hasText: 'reconnecting' })).toBeVisible({
      timeout: 30_000,
    });
    // The last values stay on screen meanwhile.
    await expect(trackOf(page, 'Coral', 'hope')).toHaveText('2 / 6');

    backend = await start();
    // Changed while the page is cut off: no live event carries it, the reload after reconnecting does.
    expect((await setHope(4)).error).toBeNull();
    await expect(trackOf(page, 'Coral', 'hope')).toHaveText('4 / 6', { timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: 'reconnecting' })).toHaveCount(0);
    // And live again.
    expect((await setHope(5)).error).toBeNull();
    await expect(trackOf(page, 'Coral', 'hope')).toHaveText('5 / 6');
  });
});
