// The catalog follows its sources: there is none until the built-in content has arrived, then the libraries'
// lists and the loaded campaign's records join the built-ins, and a change that leaves every list as it was
// builds no new catalog.
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { Class, HomebrewKind } from '@duality/rules';
import { BUILTIN_CLASSES, BUILTIN_HOMEBREW, builtinCatalog } from '@duality/rules/content';
import { createBuiltinContentStore } from '../content/builtin-content';
import type { LibrariesState, LibraryState } from '../homebrew/libraries';
import type { HomebrewRecord } from '../homebrew/records';
import { noCampaignHomebrew } from '../../test/campaign-homebrew-state';
import { createCatalogStore } from './catalog-store';

const builtins: { [K in HomebrewKind]: readonly HomebrewRecord<K>[] } = BUILTIN_HOMEBREW;
const library = <K extends HomebrewKind>(kind: K, builtinsLoaded: boolean): LibraryState<K> => ({
  kind,
  list: builtinsLoaded ? [...builtins[kind]] : [],
  homebrew: [],
  public: [],
  builtinsLoaded,
  hydrated: false,
  loadError: null,
  publicHydrated: false,
});
const libraries = (builtinsLoaded = true): LibrariesState => ({
  items: library('items', builtinsLoaded),
  weapons: library('weapons', builtinsLoaded),
  armor: library('armor', builtinsLoaded),
  communities: library('communities', builtinsLoaded),
  ancestries: library('ancestries', builtinsLoaded),
  subclasses: library('subclasses', builtinsLoaded),
  classes: library('classes', builtinsLoaded),
});
const homebrewClass = (id: string, name: string): Class => ({
  ...BUILTIN_CLASSES[0]!,
  id,
  name,
  user_id: 'u',
  created_at: '2026-01-01T00:00:00Z',
});

/** The sources, with the content already loaded unless `loaded` is false (then the libraries lack it too). */
async function sources({ loaded = true } = {}) {
  const content = createBuiltinContentStore();
  if (loaded) await content.load();
  const homebrew = new BehaviorSubject(libraries(loaded));
  const campaignHomebrew = new BehaviorSubject(noCampaignHomebrew());
  const store = createCatalogStore({
    content,
    homebrew: {
      state$: homebrew,
      get state() {
        return homebrew.value;
      },
    },
    campaignHomebrew: {
      state$: campaignHomebrew,
      get state() {
        return campaignHomebrew.value;
      },
    },
  });
  return { content, homebrew, campaignHomebrew, store };
}

const currentCatalog = (store: { readonly state: ReturnType<typeof builtinCatalog> | null }) => {
  if (!store.state) throw new Error('no catalog yet');
  return store.state;
};

describe('catalog store', () => {
  it('is the built-in content once it is loaded', async () => {
    const { store } = await sources();
    const builtin = builtinCatalog();
    const catalog = currentCatalog(store);
    expect([...catalog.classes.keys()]).toEqual([...builtin.classes.keys()]);
    expect(catalog.domainCards.size).toBe(builtin.domainCards.size);
    expect(catalog.beastforms.size).toBe(builtin.beastforms.size);
  });

  it('has no catalog until the content has arrived and the libraries hold it; load() waits for both', async () => {
    const { content, homebrew, store } = await sources({ loaded: false });
    expect(store.state).toBeNull();
    const loading = store.load();
    await content.load();
    // The content is here, but the libraries do not hold the built-ins yet: still no catalog.
    expect(store.state).toBeNull();
    homebrew.next(libraries(true));
    const catalog = await loading;
    expect(catalog).toBe(store.state);
    expect(catalog.classes.size).toBe(builtinCatalog().classes.size);
    expect(catalog.domainCards.size).toBe(builtinCatalog().domainCards.size);
    store.dispose();
  });

  it("adds the user's homebrew and the campaign's, and keeps a catalog while the lists stay the same", async () => {
    const { homebrew, campaignHomebrew, store } = await sources();
    const mine = homebrewClass('41', 'Tidecaller');
    const lists = homebrew.value;
    homebrew.next({ ...lists, classes: { ...lists.classes, list: [...lists.classes.list, mine] } });
    expect(currentCatalog(store).classes.get('41')?.name).toBe('Tidecaller');

    const shared = homebrewClass('77', 'Gravewarden');
    const campaign = campaignHomebrew.value;
    campaignHomebrew.next({
      ...campaign,
      campaignId: 3,
      kinds: { ...campaign.kinds, classes: { links: [], items: [shared] } },
    });
    expect(currentCatalog(store).classes.get('77')?.name).toBe('Gravewarden');
    expect(currentCatalog(store).classes.get('41')?.name).toBe('Tidecaller');

    const before = store.state;
    homebrew.next({ ...homebrew.value, classes: { ...homebrew.value.classes, hydrated: true } });
    expect(store.state).toBe(before);
    store.dispose();
  });
});
