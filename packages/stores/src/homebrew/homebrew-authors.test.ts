// The names of homebrew authors on the real embedded backend: what the database lets anyone read (authors of
// public records only), asked in calls of at most 100, and a failure in our words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackend } from '../../test/testing';
import { cuttableNetwork } from '../../test/backend';
import { openTab, type Tab } from '../../test/players';
import { createHomebrewAuthorsReader, HOMEBREW_AUTHORS_WHAT } from './homebrew-authors';

// The project's one backend (test/global-backend.ts); this file's users are its own.
const backend = testBackend();
let author: Tab;
let secretive: Tab;
let reader: Tab;
beforeAll(async () => {
  [author, secretive, reader] = await Promise.all([
    openTab(backend, 'Ember Quill'),
    openTab(backend, 'Secretive'),
    openTab(backend, 'Reader'),
  ]);
  const row = (name: string, isPublic: boolean) => ({ name, public: isPublic, data: { description: name } });
  expect((await author.client.from('homebrew_items').insert(row('Lantern', true))).error).toBeNull();
  expect((await secretive.client.from('homebrew_items').insert(row('Hidden map', false))).error).toBeNull();
}, 60_000);
afterAll(async () => {
  await Promise.all([author, secretive, reader].map((t) => t?.close()));
});

const readerOf = (tab: Tab) => createHomebrewAuthorsReader({ client: tab.client, bus: tab.bus });
const idOf = (tab: Tab) => tab.user!.id;

describe('homebrew authors', () => {
  it('names the author of a public record, to a reader and to a visitor, and no one else', async () => {
    const ids = [idOf(author), idOf(secretive), idOf(reader), idOf(author), 'not-a-user'];
    const signedIn = await readerOf(reader).names(ids);
    expect(signedIn).toEqual({ ok: true, data: new Map([[idOf(author), 'Ember Quill']]) });
    const visitor = await openTab(backend);
    try {
      expect(await readerOf(visitor).names(ids)).toEqual(signedIn);
    } finally {
      await visitor.close();
    }
  });

  it('asks nothing for no ids, and asks in calls of 100 for more', async () => {
    expect(await readerOf(reader).names([])).toEqual({ ok: true, data: new Map() });
    const strangers = Array.from(
      { length: 250 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const res = await readerOf(reader).names([...strangers, idOf(author)]);
    expect(res).toEqual({ ok: true, data: new Map([[idOf(author), 'Ember Quill']]) });
  });

  it('says in our words that the names could not be loaded when the server cannot be reached, and toasts nothing', async () => {
    const net = cuttableNetwork();
    const offline = await openTab(backend, undefined, { fetch: net.fetch, storageKey: 'offline-reader' });
    try {
      net.offline = true;
      const res = await readerOf(offline).names([idOf(author)]);
      expect(res).toEqual({
        ok: false,
        message: `${HOMEBREW_AUTHORS_WHAT} could not be loaded: the server could not be reached. Check your connection, then try again.`,
      });
      expect(offline.toasts).toEqual([]);
    } finally {
      await offline.close();
    }
  });
});
