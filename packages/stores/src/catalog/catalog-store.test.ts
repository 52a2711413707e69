// The catalog follows its sources: the libraries' lists and the loaded campaign's records join the built-ins,
// and a change that leaves every list as it was builds no new catalog.
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  BUILTIN_CLASSES,
  BUILTIN_HOMEBREW,
  builtinCatalog,
  type Class,
  type HomebrewKind,
} from '@duality/rules';
import type { LibrariesState, LibraryState } from '../homebrew/libraries';
import type { HomebrewRecord } from '../homebrew/records';
import { noCampaignHomebrew } from '../../test/campaign-homebrew-state';
import { createCatalogStore } from './catalog-store';

const builtins: { [K in HomebrewKind]: readonly HomebrewRecord<K>[] } = BUILTIN_HOMEBREW;
const library = <K extends HomebrewKind>(kind: K): LibraryState<K> => ({
  kind,
  list: [...builtins[kind]],
  homebrew: [],
  public: [],
  hydrated: false,
  publicHydrated: false,
});
const libraries = (): LibrariesState => ({
  items: library('items'),
  weapons: library('weapons'),
  armor: library('armor'),
  communities: library('communities'),
  ancestries: library('ancestries'),
  subclasses: library('subclasses'),
  classes: library('classes'),
});
const homebrewClass = (id: string, name: string): Class => ({
  ...BUILTIN_CLASSES[0]!,
  id,
  name,
  user_id: 'u',
  created_at: '2026-01-01T00:00:00Z',
});

function sources() {
  const homebrew = new BehaviorSubject(libraries());
  const campaignHomebrew = new BehaviorSubject(noCampaignHomebrew());
  const store = createCatalogStore({
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
  return { homebrew, campaignHomebrew, store };
}

describe('catalog store', () => {
  it('starts as the built-in content', () => {
    const { store } = sources();
    const builtin = builtinCatalog();
    expect([...store.state.classes.keys()]).toEqual([...builtin.classes.keys()]);
    expect(store.state.domainCards.size).toBe(builtin.domainCards.size);
    expect(store.state.beastforms.size).toBe(builtin.beastforms.size);
  });

  it("adds the user's homebrew and the campaign's, and keeps a catalog while the lists stay the same", () => {
    const { homebrew, campaignHomebrew, store } = sources();
    const mine = homebrewClass('41', 'Tidecaller');
    const lists = homebrew.value;
    homebrew.next({ ...lists, classes: { ...lists.classes, list: [...lists.classes.list, mine] } });
    expect(store.state.classes.get('41')?.name).toBe('Tidecaller');

    const shared = homebrewClass('77', 'Gravewarden');
    const campaign = campaignHomebrew.value;
    campaignHomebrew.next({
      ...campaign,
      campaignId: 3,
      kinds: { ...campaign.kinds, classes: { links: [], items: [shared] } },
    });
    expect(store.state.classes.get('77')?.name).toBe('Gravewarden');
    expect(store.state.classes.get('41')?.name).toBe('Tidecaller');

    const before = store.state;
    homebrew.next({ ...homebrew.value, classes: { ...homebrew.value.classes, hydrated: true } });
    expect(store.state).toBe(before);
    store.dispose();
  });
});
