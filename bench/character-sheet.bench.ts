// The character sheet in a real browser (Debian's Chromium) against the built product with an in-memory
// backend: the time from a tracker tap to the updated sheet (median over many taps), from Roll to the result
// and from taking damage to the Hit Points tracker (medians), and the time to the
// first render of a level-10 multiclass sheet, both on a full page load and on an in-app navigation from the
// list. Needs `pnpm run build` first. Ports: BENCH_PORT (default 4720; the product takes it and the next five)
// and BENCH_PORT + 6 for the backend.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { quantile, report, type Measurement } from './lib/measure';

const repoRoot = join(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT || 4720);
const base = `http://localhost:${port}`;

async function startProduct(): Promise<() => void> {
  const child = spawn(
    join(repoRoot, 'node_modules/.bin/tsx'),
    ['scripts/start-product.ts', '--memory', '--port', String(port), '--backend-port', String(port + 6)],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'], detached: true },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => d.toString().includes('Duality is running') && resolve());
    child.on('exit', (code) => reject(new Error(`the product stopped (${code})`)));
  });
  return () => process.kill(-child.pid!, 'SIGTERM');
}

const LEVEL_TEN_MULTICLASS = {
  version: '2.0',
  name: 'Bench Ardent',
  level: 10,
  baseClass: 'core_class_warrior',
  subclass: ['core_subclass_call_of_the_brave'],
  multiclass: { class: 'core_class_wizard', subclass: 'core_subclass_school_of_war', domain: 'codex' },
  ancestry: ['core_ancestry_human', 'core_ancestry_galapa'],
  community: 'core_community_highborne',
  agility: { score: 2 },
  strength: { score: 1 },
  finesse: { score: 1 },
  instinct: { score: 0 },
  presence: { score: 0 },
  knowledge: { score: -1 },
  inventory: {
    weapons: [{ id: 'w1', itemId: 'core_weapon_longsword', name: 'Longsword', equipped: true }],
    armor: { id: 'a1', itemId: 'core_armor_chainmail_armor', name: 'Chainmail Armor', equipped: true },
    items: [
      { id: 'i1', itemId: 'core_consumable_health_potion', name: 'Health Potion', quantity: 3 },
      { id: 'i2', itemId: 'core_item_premium_bedroll', name: 'Premium Bedroll' },
    ],
  },
  levelSelections: [2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((level) => [
    { id: `hp${level}`, level, type: 'hitPoint' },
    { id: `ev${level}`, level, type: level % 2 ? 'stress' : 'evasion' },
  ]),
  domainCards: {
    loadout: ['core_domain_card_get_back_up', 'core_domain_card_whirlwind', 'core_domain_card_untouchable'],
    vault: ['core_domain_card_not_good_enough'],
  },
  buffs: [{ id: 'b1', name: 'Blessed', enabled: true, modify: { evasion: 1 } }],
  experience: [{ name: 'Veteran', score: 3 }],
};

/** Signs up through the page and creates the character with the page's own client session (REST). */
async function setUp(page: Page): Promise<number> {
  const email = `bench-${randomUUID().slice(0, 8)}@example.test`;
  await page.addInitScript(() =>
    localStorage.setItem('duality.consent', JSON.stringify({ consentGranted: false, on: Date.now() })),
  );
  await page.goto(`${base}/auth/signup`);
  await page.getByLabel('Display name').fill('Bench');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a long password');
  await page.getByLabel('Confirm password').fill('a long password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('button', { name: 'Bench' }).waitFor();
  const config = (await (await fetch(`${base}/config.json`)).json()) as {
    supabaseUrl: string;
    supabaseAnonKey: string;
  };
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'));
    return key ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token : null;
  });
  if (!token) throw new Error('no session after sign-up');
  const res = await fetch(`${config.supabaseUrl}/rest/v1/characters?select=id`, {
    method: 'POST',
    headers: {
      apikey: config.supabaseAnonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: JSON.stringify({ data: LEVEL_TEN_MULTICLASS, version: '2.0' }),
  });
  if (!res.ok) throw new Error(`create character: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }[])[0]!.id;
}

const summarise = (name: string, times: number[]): Measurement => {
  const sorted = [...times].sort((a, b) => a - b);
  return { name, runs: times.length, medianMs: quantile(sorted, 0.5), p95Ms: quantile(sorted, 0.95) };
};

/** Milliseconds from a click on a Stress box to the tracker saying its new count (measured in the page). */
const tapOnce = (page: Page, box: number) =>
  page.evaluate(
    (n) =>
      new Promise<number>((resolve) => {
        const group = document.querySelector('.sheet-trackers [aria-label^="Stress:"]')!;
        const before = group.getAttribute('aria-label');
        const start = performance.now();
        new MutationObserver((_, observer) => {
          if (group.getAttribute('aria-label') === before) return;
          observer.disconnect();
          resolve(performance.now() - start);
        }).observe(group, { attributes: true, subtree: true });
        (group.querySelectorAll('button')[n] as HTMLButtonElement).click();
      }),
    box,
  );

/**
 * Milliseconds from a click on the sheet's Roll button to the roll shown: each roll adds a row (a new element,
 * keyed by the roll's id) to the roll log in the same render as its result, so that row's arrival is the clock.
 */
const rollOnce = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const log = document.querySelector('.sheet-roll-log')!;
        const start = performance.now();
        new MutationObserver((records, observer) => {
          // The first roll adds the whole list (its row inside), later ones a row. (No named helper in here:
          // tsx would wrap it in a __name call the page does not have.)
          const added = records.flatMap((r) => Array.from(r.addedNodes as ArrayLike<Node>));
          if (!added.some((n) => n.nodeName === 'LI' || (n instanceof Element && n.querySelector('li'))))
            return;
          observer.disconnect();
          resolve(performance.now() - start);
        }).observe(log, { childList: true, subtree: true });
        (document.querySelector('.sheet-roll__go') as HTMLButtonElement).click();
      }),
  );

/** Milliseconds from a click on "Take 1 damage" to the Hit Points tracker saying its new count; then undone. */
const damageOnce = async (page: Page) => {
  const ms = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const group = document.querySelector('.sheet-trackers [aria-label^="Hit Points:"]')!;
        const before = group.getAttribute('aria-label');
        const start = performance.now();
        new MutationObserver((_, observer) => {
          if (group.getAttribute('aria-label') === before) return;
          observer.disconnect();
          resolve(performance.now() - start);
        }).observe(group, { attributes: true, subtree: true });
        (
          document.querySelector('.sheet-take-damage button.dh-button:not([disabled])') as HTMLButtonElement
        ).click();
      }),
  );
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.locator('.sheet-trackers [aria-label^="Hit Points: 0 of"]').waitFor();
  return ms;
};

const stop = await startProduct();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  const id = await setUp(page);
  const heading = page.getByRole('heading', { level: 1, name: 'Bench Ardent' });

  // On every load, note when the sheet's heading first appears, in the page's own clock (ms since navigation).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.sheet-header h1')) return;
      observer.disconnect();
      Object.assign(window, { sheetShownAt: performance.now() });
    }).observe(document, { childList: true, subtree: true });
  });
  const fullLoads: number[] = [];
  for (let i = 0; i < 10; i++) {
    await page.goto(`${base}/character/${id}`);
    await heading.waitFor();
    fullLoads.push(await page.evaluate(() => (window as unknown as { sheetShownAt: number }).sheetShownAt));
  }
  const inApp: number[] = [];
  for (let i = 0; i < 10; i++) {
    await page.goto(`${base}/character`);
    const link = page.getByRole('link', { name: 'Bench Ardent' });
    await link.waitFor();
    const start = Date.now();
    await link.click();
    await heading.waitFor();
    inApp.push(Date.now() - start);
  }
  const taps: number[] = [];
  for (let i = 0; i < 60; i++) taps.push(await tapOnce(page, i % 2 === 0 ? 3 : 0));
  const rolls: number[] = [];
  for (let i = 0; i < 40; i++) rolls.push(await rollOnce(page));
  await page.getByRole('spinbutton', { name: 'Damage', exact: true }).fill('1');
  await page.getByRole('button', { name: 'Take 1 damage' }).waitFor();
  const damage: number[] = [];
  for (let i = 0; i < 30; i++) damage.push(await damageOnce(page));

  report([
    summarise('tracker tap to updated sheet (level-10 multiclass, phone viewport)', taps),
    summarise('Roll tap to the result shown (action roll, the log row in the same render)', rolls),
    summarise('take 1 damage to the Hit Points tracker updated', damage),
    summarise('first render of the sheet on a full page load (navigation start to heading)', fullLoads),
    summarise('first render of the sheet on navigation from the list (click to heading)', inApp),
  ]);
} finally {
  await browser.close();
  stop();
}
