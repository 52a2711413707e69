// Browsing public homebrew on the real embedded backend: the database pages, sorts, searches and counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_HOMEBREW_TYPE, type HomebrewKind } from '@duality/rules';
import type { Backend } from '@duality/supabase-local';
import { cuttableNetwork, newClient, startTestBackend } from '../../test/backend';
import { openTab, type Tab } from '../../test/players';
import { createBus } from '@duality/bus';
import { createManualClock } from '../../test/manual-clock';
import {
  BROWSE_NEEDS_CONNECTION,
  createHomebrewBrowser,
  searchPattern,
  type HomebrewBrowser,
} from './browse';

let backend: Backend;
let author: Tab;
let other: Tab;
beforeAll(async () => {
  backend = await startTestBackend();
  author = await openTab(backend, 'Author');
  other = await openTab(backend, 'Other');
  const rows = (isPublic: boolean, names: string[]) =>
    names.map((name) => ({ name, public: isPublic, data: { description: `The ${name} glows faintly.` } }));
  const a = await author.client
    .from('homebrew_items')
    .insert([
      ...rows(true, ['beta lamp', 'Alpha Lamp', 'gamma rope', 'Delta rope', 'epsilon rope']),
      ...rows(false, ['Zeta secret']),
    ]);
  expect(a.error).toBeNull();
  const o = await other.client.from('homebrew_items').insert(rows(true, ['Own lamp']));
  expect(o.error).toBeNull();
}, 60_000);
afterAll(async () => {
  await author?.close();
  await other?.close();
  await backend.stop();
});

const browserFor = (tab: Tab): HomebrewBrowser =>
  createHomebrewBrowser({ client: tab.client, bus: tab.bus, userId: () => tab.user?.id ?? null });

const names = async (browser: HomebrewBrowser, search: string, page = 0, pageSize = 20) => {
  const res = await browser.browse({ kind: 'items', search, page, pageSize });
  if (!res.ok) throw new Error(res.message);
  return { total: res.data.total, names: res.data.records.map((r) => r.name) };
};

describe('homebrew browser', () => {
  it('lists public records of others by name case-insensitively, a page at a time with the total', async () => {
    const browser = browserFor(other);
    expect(await names(browser, '')).toEqual({
      total: 5,
      names: ['Alpha Lamp', 'beta lamp', 'Delta rope', 'epsilon rope', 'gamma rope'],
    });
    expect(await names(browser, '', 1, 2)).toEqual({ total: 5, names: ['Delta rope', 'epsilon rope'] });
    expect(await names(browser, '', 9, 2)).toEqual({ total: 5, names: [] });
  });

  it('works logged out, and then includes every public record', async () => {
    const anonymous = await openTab(backend);
    expect((await names(browserFor(anonymous), 'lamp')).names).toEqual([
      'Alpha Lamp',
      'beta lamp',
      'Own lamp',
    ]);
    await anonymous.close();
  });

  it('searches the name and the text, literally and case-insensitively', async () => {
    const browser = browserFor(other);
    expect(await names(browser, 'ROPE')).toEqual({
      total: 3,
      names: ['Delta rope', 'epsilon rope', 'gamma rope'],
    });
    expect((await names(browser, 'glows FAINTLY')).total).toBe(5);
    expect((await names(browser, 'secret')).total).toBe(0);
    expect((await names(browser, '%')).total).toBe(5);
    expect((await names(browser, 'l_mp')).total).toBe(0);
  });

  it('opens one public record by id (a shared link), and nothing for a private or unknown one', async () => {
    const browser = browserFor(other);
    const { data } = await author.client.from('homebrew_items').select('id, name, public');
    const shared = data!.find((r) => r.name === 'gamma rope')!;
    const secret = data!.find((r) => r.name === 'Zeta secret')!;
    const found = await browser.getPublic('items', String(shared.id));
    expect(found.ok && found.data?.name).toBe('gamma rope');
    const hidden = await browser.getPublic('items', String(secret.id));
    expect(hidden.ok && hidden.data).toBeNull();
    const builtin = await browser.getPublic('items', 'not-a-row');
    expect(builtin.ok && builtin.data).toBeNull();
  });

  it('refuses an unknown kind with "Invalid homebrew type"', async () => {
    await expect(browserFor(other).browse({ kind: 'spells' as HomebrewKind })).rejects.toThrow(
      INVALID_HOMEBREW_TYPE,
    );
  });
});

describe('searchPattern', () => {
  it('matches only literally', () => {
    expect(searchPattern('  Fire*Bolt_%\\ ')).toBe('%firebolt%');
    expect(searchPattern('   ')).toBeNull();
  });
});

describe('browsing with no network', () => {
  it('says plainly that browsing shared homebrew needs a connection, with no toast', async () => {
    const net = cuttableNetwork();
    net.offline = true;
    const bus = createBus();
    const toasts: unknown[] = [];
    bus.on('toast.requested').subscribe((t) => toasts.push(t));
    const clock = createManualClock();
    const browser = createHomebrewBrowser({
      client: newClient(backend, undefined, { fetch: net.fetch }),
      bus,
      clock,
      userId: () => null,
    });
    const pending = browser.browse({ kind: 'items' });
    for (let i = 0; i < 10; i += 1) await clock.advance(1000); // the retries wait on the page's clock
    const res = await pending;
    expect(res).toMatchObject({ ok: false, network: true, message: BROWSE_NEEDS_CONNECTION });
    expect(toasts).toEqual([]);
  });
});
