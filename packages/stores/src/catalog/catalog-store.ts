// The catalog a page derives characters with: built-in content, the user's homebrew libraries (own and
// bookmarked records) and the homebrew linked to the campaign whose homebrew is loaded. The builder, the sheet
// and the dashboard all read this one, so a homebrew class, subclass or armor counts the same everywhere.
import {
  BehaviorSubject,
  combineLatest,
  distinctUntilChanged,
  map,
  type Observable,
  type Subscription,
} from 'rxjs';
import {
  BUILTIN_BEASTFORMS,
  BUILTIN_DOMAIN_CARDS,
  buildCatalog,
  HOMEBREW_KINDS,
  type Catalog,
} from '@duality/rules';
import type { CampaignHomebrewState } from '../campaign-homebrew/campaign-homebrew-store';
import type { LibrariesState } from '../homebrew/libraries';

export interface CatalogStore {
  state$: Observable<Catalog>;
  /** The catalog now. */
  readonly state: Catalog;
  dispose(): void;
}

export interface CatalogSources {
  homebrew: { state$: Observable<LibrariesState>; readonly state: LibrariesState };
  campaignHomebrew: { state$: Observable<CampaignHomebrewState>; readonly state: CampaignHomebrewState };
}

/** Builds the catalog of the libraries' lists (built-ins first, then homebrew) and the campaign's records. */
export function catalogOf(libraries: LibrariesState, campaign: CampaignHomebrewState): Catalog {
  const kinds = campaign.kinds;
  return buildCatalog(
    { beastforms: BUILTIN_BEASTFORMS, domainCards: BUILTIN_DOMAIN_CARDS },
    {
      items: libraries.items.list,
      weapons: libraries.weapons.list,
      armor: libraries.armor.list,
      communities: libraries.communities.list,
      ancestries: libraries.ancestries.list,
      subclasses: libraries.subclasses.list,
      classes: libraries.classes.list,
    },
    {
      items: kinds.items.items,
      weapons: kinds.weapons.items,
      armor: kinds.armor.items,
      communities: kinds.communities.items,
      ancestries: kinds.ancestries.items,
      subclasses: kinds.subclasses.items,
      classes: kinds.classes.items,
    },
  );
}

/** The lists a catalog is built from; a new catalog is built only when one of them changed. */
const listsOf = (libraries: LibrariesState, campaign: CampaignHomebrewState) =>
  HOMEBREW_KINDS.flatMap((k) => [libraries[k].list, campaign.kinds[k].items]);
const sameLists = (a: readonly unknown[], b: readonly unknown[]) => a.every((list, i) => list === b[i]);

/** Keeps the catalog current as the libraries and the campaign's homebrew change. */
export function createCatalogStore({ homebrew, campaignHomebrew }: CatalogSources): CatalogStore {
  const state = new BehaviorSubject<Catalog>(catalogOf(homebrew.state, campaignHomebrew.state));
  const sub: Subscription = combineLatest([homebrew.state$, campaignHomebrew.state$])
    .pipe(
      map(([libraries, campaign]) => ({ libraries, campaign, lists: listsOf(libraries, campaign) })),
      distinctUntilChanged((a, b) => sameLists(a.lists, b.lists)),
    )
    .subscribe(({ libraries, campaign }) => state.next(catalogOf(libraries, campaign)));
  return {
    state$: state.asObservable(),
    get state() {
      return state.value;
    },
    dispose() {
      sub.unsubscribe();
      state.complete();
    },
  };
}
